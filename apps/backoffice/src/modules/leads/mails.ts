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
    fr: 'Vous recevez ce message parce que vous faites partie de l’équipe de la boutique.',
    nl: 'U ontvangt dit bericht omdat u deel uitmaakt van het team van de winkel.',
    en: 'You receive this mail because you are on the shop team.',
  },
  ackSubject: {
    fr: 'Nous avons bien reçu votre demande',
    nl: 'We hebben uw aanvraag goed ontvangen',
    en: 'We have received your request',
  },
  ackHello: { fr: 'Bonjour,', nl: 'Goedendag,', en: 'Hello,' },
  ackBody: {
    fr: 'Nous avons bien reçu votre demande de contact. Notre équipe vous répondra dans les meilleurs délais.',
    nl: 'We hebben uw contactaanvraag goed ontvangen. Ons team antwoordt u zo snel mogelijk.',
    en: 'We have received your contact request. Our team will answer you as soon as possible.',
  },
  ackFooter: {
    fr: 'Vous recevez ce message parce que votre adresse a été donnée dans le formulaire de contact de la boutique. Si vous ne nous avez pas écrit, ignorez-le.',
    nl: 'U ontvangt dit bericht omdat uw adres werd opgegeven in het contactformulier van de winkel. Hebt u ons niet geschreven, negeer het dan.',
    en: 'You receive this mail because your address was given on the shop’s contact form. If you did not write to us, ignore it.',
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
  /** Within the acknowledgement limits (issue 17 §4): the requester gets one; otherwise only the staff are mailed. */
  acknowledge: boolean;
}

/**
 * "New contact request" to every active staff account, each in its own language, with a link to the lead in
 * the staff workspace; and, when `acknowledge`, the acknowledgement to the requester in the language they wrote
 * in. Call it in the transaction that records the lead.
 *
 * The acknowledgement goes to an address nobody has proven (anyone can type a stranger's), so it carries none of
 * the sender's text — no name, subject or message (issue 17 §4): otherwise the form relays whatever anyone
 * writes to whomever they name. The staff mail has it all.
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
  if (!lead.acknowledge) return;
  const locale = lead.locale;
  const ack = renderMail({
    locale,
    subject: t('ackSubject', locale),
    heading: t('ackSubject', locale),
    paragraphs: [t('ackHello', locale), t('ackBody', locale)],
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
