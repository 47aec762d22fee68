import type { Executor } from '@vetshop/db';
import { formatMoney, type Cents, type Locale } from '@vetshop/domain';
import { formatDay } from '../../i18n/format-day';
import type { AppContext } from '../../context';
import { parseLocale } from '../../i18n/locale';
import { activeStaffRecipients, enqueueMail, mailText, renderMail } from '../mail';
import * as repo from './repository';
import type { QuotationRow } from './repository';

/** The quotation mails' texts (issue 10 §4): to the buyer when the quote is ready, to the staff on a request. */
const TEXTS = {
  readySubject: {
    fr: 'Votre devis {name} est prêt',
    nl: 'Uw offerte {name} is klaar',
    en: 'Your quotation {name} is ready',
  },
  readyBody: {
    fr: 'Notre équipe commerciale a complété votre devis {name}. Montant total TVAC : {total}.',
    nl: 'Ons verkoopteam heeft uw offerte {name} vervolledigd. Totaalbedrag incl. btw: {total}.',
    en: 'Our sales team has completed your quotation {name}. Total incl. VAT: {total}.',
  },
  readyValidity: {
    fr: 'Les prix de ce devis sont valables jusqu’au {date} inclus.',
    nl: 'De prijzen van deze offerte zijn geldig tot en met {date}.',
    en: 'The prices of this quotation are valid until {date} inclusive.',
  },
  readyAccept: {
    fr: 'Acceptez-le en ligne pour en faire une commande.',
    nl: 'Aanvaard ze online om er een bestelling van te maken.',
    en: 'Accept it online to turn it into an order.',
  },
  readyAction: { fr: 'Voir le devis', nl: 'Offerte bekijken', en: 'View the quotation' },
  requestSubject: {
    fr: 'Nouvelle demande de devis {name} de {customer}',
    nl: 'Nieuwe offerteaanvraag {name} van {customer}',
    en: 'New quotation request {name} from {customer}',
  },
  requestBody: {
    fr: '{customer} (client {ref}) demande un devis pour {count, plural, one {# ligne} other {# lignes}}.',
    nl: '{customer} (klant {ref}) vraagt een offerte voor {count, plural, one {# regel} other {# regels}}.',
    en: '{customer} (customer {ref}) asks for a quotation for {count, plural, one {# line} other {# lines}}.',
  },
  requestRef: {
    fr: 'Référence du client : {ref}',
    nl: 'Referentie van de klant: {ref}',
    en: "Customer's reference: {ref}",
  },
  requestNote: { fr: 'Remarque : {note}', nl: 'Opmerking: {note}', en: 'Note: {note}' },
  requestAction: { fr: 'Compléter le devis', nl: 'Offerte vervolledigen', en: 'Complete the quotation' },
  staffFooter: {
    fr: 'Vous recevez ce message parce que vous faites partie de l’équipe commerciale.',
    nl: 'U ontvangt dit bericht omdat u deel uitmaakt van het verkoopteam.',
    en: 'You receive this mail because you are on the sales team.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

const t = mailText(TEXTS);

const localeOf = (value: string): Locale => parseLocale(value) ?? 'fr';

/**
 * "New quotation request" to every active staff account, each in its own language, with a link to the staff
 * workspace. Call it in the transaction of the request.
 */
export async function enqueueRequestMails(
  ctx: AppContext,
  db: Executor,
  q: QuotationRow,
  customer: { name: string; ref: string },
  lineCount: number,
): Promise<void> {
  for (const staff of await activeStaffRecipients(db)) {
    const locale = localeOf(staff.locale);
    const mail = renderMail({
      locale,
      subject: t('requestSubject', locale, { name: q.name, customer: customer.name }),
      heading: t('requestSubject', locale, { name: q.name, customer: customer.name }),
      paragraphs: [
        t('requestBody', locale, { customer: customer.name, ref: customer.ref, count: lineCount }),
        ...(q.clientOrderRef ? [t('requestRef', locale, { ref: q.clientOrderRef })] : []),
        ...(q.note ? [t('requestNote', locale, { note: q.note })] : []),
      ],
      action: {
        label: t('requestAction', locale),
        url: `${ctx.config.storefrontUrl}/fr/staff/quotations/${q.id}`,
      },
      footer: t('staffFooter', locale),
    });
    await enqueueMail(db, {
      kind: 'quotation_request',
      to: staff.login,
      locale,
      ...mail,
      record: { type: 'quotation', id: q.id },
    });
  }
}

/** "Your quotation is ready" to the buyer who requested it, in their language. Call it in the send's transaction. */
export async function enqueueReadyMail(
  ctx: AppContext,
  db: Executor,
  q: QuotationRow,
  totalCents: Cents,
): Promise<void> {
  const buyer = await repo.userOf(db, q.requestedBy ?? q.createdBy);
  if (!buyer || !buyer.active) return;
  const locale = localeOf(buyer.locale);
  const mail = renderMail({
    locale,
    heading: t('readySubject', locale, { name: q.name }),
    paragraphs: [
      t('readyBody', locale, { name: q.name, total: formatMoney(totalCents, locale) }),
      ...(q.validityDate ? [t('readyValidity', locale, { date: formatDay(q.validityDate, locale) })] : []),
      t('readyAccept', locale),
    ],
    action: {
      label: t('readyAction', locale),
      url: `${ctx.config.storefrontUrl}/${locale}/account/quotations/${q.id}`,
    },
  });
  await enqueueMail(db, {
    kind: 'quotation_ready',
    to: buyer.login,
    locale,
    ...mail,
    record: { type: 'quotation', id: q.id },
  });
}
