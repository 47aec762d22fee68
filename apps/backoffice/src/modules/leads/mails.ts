import type { Executor } from '@vetshop/db';
import type { Locale } from '@vetshop/domain';
import type { AppContext } from '../../context';
import { parseLocale } from '../../i18n/locale';
import { activeStaffRecipients, enqueueMail, mailText, renderMail } from '../mail';

/** The contact mails' texts (issue 11 §3): to the staff for every lead, an acknowledgement to the requester. */
const TEXTS = {
  staffSubject: {
    fr: 'Nouvelle demande de contact : {subject} — {name}',
    nl: 'Nieuwe contactaanvraag: {subject} — {name}',
    en: 'New contact request: {subject} — {name}',
  },
  staffFrom: { fr: 'De : {name} <{email}>', nl: 'Van: {name} <{email}>', en: 'From: {name} <{email}>' },
  staffCompany: { fr: 'Société : {company}', nl: 'Bedrijf: {company}', en: 'Company: {company}' },
  staffPhone: { fr: 'Téléphone : {phone}', nl: 'Telefoon: {phone}', en: 'Phone: {phone}' },
  staffFiles: {
    fr: 'Pièces jointes : {count}',
    nl: 'Bijlagen: {count}',
    en: 'Attachments: {count}',
  },
  staffAction: { fr: 'Voir la demande', nl: 'Aanvraag bekijken', en: 'View the request' },
  staffFooter: {
    fr: "Vous recevez ce message parce que vous faites partie de l'équipe de la boutique.",
    nl: 'U ontvangt dit bericht omdat u deel uitmaakt van het team van de winkel.',
    en: 'You receive this mail because you are on the shop team.',
  },
  ackSubject: {
    fr: 'Nous avons bien reçu votre demande',
    nl: 'We hebben uw aanvraag goed ontvangen',
    en: 'We have received your request',
  },
  ackHello: { fr: 'Bonjour {name},', nl: 'Beste {name},', en: 'Hello {name},' },
  ackBody: {
    fr: 'Merci pour votre message (« {subject} »). Notre équipe vous répondra dans les meilleurs délais.',
    nl: 'Bedankt voor uw bericht ("{subject}"). Ons team antwoordt u zo snel mogelijk.',
    en: 'Thank you for your message ("{subject}"). Our team will answer you as soon as possible.',
  },
  ackCopy: { fr: 'Votre message :', nl: 'Uw bericht:', en: 'Your message:' },
  ackFooter: {
    fr: 'Vous recevez ce message parce que vous avez écrit à la boutique par son formulaire de contact.',
    nl: 'U ontvangt dit bericht omdat u de winkel via het contactformulier hebt geschreven.',
    en: 'You receive this mail because you wrote to the shop through its contact form.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

const t = mailText(TEXTS);

export interface LeadMailFacts {
  id: number;
  name: string;
  email: string;
  company: string;
  phone: string;
  description: string;
  locale: Locale;
  /** The subject's name in each language (each mail is in its reader's). */
  subject: Record<Locale, string>;
  fileCount: number;
}

/**
 * "New contact request" to every active staff account, each in its own language, with a link to the lead in
 * the staff workspace; and the acknowledgement to the requester in the language they wrote in. Call it in the
 * transaction that records the lead.
 */
export async function enqueueLeadMails(ctx: AppContext, db: Executor, lead: LeadMailFacts): Promise<void> {
  for (const staff of await activeStaffRecipients(db)) {
    const locale = parseLocale(staff.locale) ?? 'fr';
    const subject = t('staffSubject', locale, { subject: lead.subject[locale], name: lead.name });
    const mail = renderMail({
      locale,
      subject,
      heading: subject,
      paragraphs: [
        t('staffFrom', locale, { name: lead.name, email: lead.email }),
        ...(lead.company ? [t('staffCompany', locale, { company: lead.company })] : []),
        ...(lead.phone ? [t('staffPhone', locale, { phone: lead.phone })] : []),
        lead.description,
        ...(lead.fileCount > 0 ? [t('staffFiles', locale, { count: lead.fileCount })] : []),
      ],
      action: {
        label: t('staffAction', locale),
        url: `${ctx.config.storefrontUrl}/${locale}/staff/leads/${lead.id}`,
      },
      footer: t('staffFooter', locale),
    });
    await enqueueMail(db, {
      kind: 'lead',
      to: staff.login,
      locale,
      ...mail,
      record: { type: 'lead', id: lead.id },
    });
  }
  const locale = lead.locale;
  const ack = renderMail({
    locale,
    subject: t('ackSubject', locale),
    heading: t('ackSubject', locale),
    paragraphs: [
      t('ackHello', locale, { name: lead.name }),
      t('ackBody', locale, { subject: lead.subject[locale] }),
      t('ackCopy', locale),
      lead.description,
    ],
    footer: t('ackFooter', locale),
  });
  await enqueueMail(db, {
    kind: 'lead_ack',
    to: lead.email,
    locale,
    ...ack,
    record: { type: 'lead', id: lead.id },
  });
}
