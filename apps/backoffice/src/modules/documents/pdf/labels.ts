import type { DocumentType, Locale } from '@vetshop/contract';
import { formatMessage } from '../../../i18n/format-message';

type Localized = Record<Locale, string>;

/*
 * The words printed on the documents, in the buyer's language. They follow the storefront's glossary
 * (apps/storefront/app/i18n/GLOSSARY.md): the same terms as the order page ("Prix brut HTVA", "À suivre",
 * "Contribution aux frais (petite commande)"…), so an invoice reads like the order it comes from.
 * Kept beside the PDF code rather than in i18n/messages.ts: nothing but the documents says them.
 */
const LABELS = {
  doc_order: { fr: 'Confirmation de commande', nl: 'Orderbevestiging', en: 'Order confirmation' },
  doc_delivery_note: { fr: 'Bon de livraison', nl: 'Leveringsbon', en: 'Delivery note' },
  doc_invoice: { fr: 'Facture', nl: 'Factuur', en: 'Invoice' },
  doc_credit_note: { fr: 'Note de crédit', nl: 'Creditnota', en: 'Credit note' },
  doc_pricelist: { fr: 'Liste de prix', nl: 'Prijslijst', en: 'Price list' },
  doc_discount: { fr: 'Remises', nl: 'Kortingen', en: 'Discounts' },
  number: { fr: 'Numéro', nl: 'Nummer', en: 'Number' },
  date: { fr: 'Date', nl: 'Datum', en: 'Date' },
  order: { fr: 'Commande', nl: 'Bestelling', en: 'Order' },
  customer_ref: { fr: 'Votre référence', nl: 'Uw referentie', en: 'Your reference' },
  channel: { fr: 'Canal de vente', nl: 'Verkoopkanaal', en: 'Sales channel' },
  suite_name: { fr: 'Numéro de suite', nl: 'Volgnummer', en: 'Sequence number' },
  payment_mode: { fr: 'Mode de paiement', nl: 'Betaalwijze', en: 'Payment method' },
  note: { fr: 'Commentaire', nl: 'Opmerking', en: 'Comment' },
  customer_number: { fr: 'Numéro de client', nl: 'Klantnummer', en: 'Customer number' },
  vat_number: { fr: 'Numéro de TVA', nl: 'Btw-nummer', en: 'VAT number' },
  customer: { fr: 'Client', nl: 'Klant', en: 'Customer' },
  delivery_address: { fr: 'Adresse de livraison', nl: 'Leveringsadres', en: 'Delivery address' },
  invoicing_address: { fr: 'Adresse de facturation', nl: 'Facturatieadres', en: 'Invoicing address' },
  col_code: { fr: 'SKU / CNK', nl: 'SKU / CNK', en: 'SKU / CNK' },
  col_name: { fr: 'Produit', nl: 'Product', en: 'Product' },
  col_ordered: { fr: 'Commandé', nl: 'Besteld', en: 'Ordered' },
  col_delivered: { fr: 'Livré', nl: 'Geleverd', en: 'Delivered' },
  col_to_follow: { fr: 'À suivre', nl: 'Nog te leveren', en: 'To follow' },
  col_canceled: { fr: 'Annulé', nl: 'Geannuleerd', en: 'Canceled' },
  col_unit_price: { fr: 'Prix brut HTVA', nl: 'Brutoprijs excl. btw', en: 'Gross price excl. VAT' },
  col_net_price: { fr: 'Prix net HTVA', nl: 'Nettoprijs excl. btw', en: 'Net price excl. VAT' },
  col_discount: { fr: 'Remise', nl: 'Korting', en: 'Discount' },
  col_amount: { fr: 'Montant HTVA', nl: 'Bedrag excl. btw', en: 'Amount excl. VAT' },
  col_vat: { fr: 'TVA', nl: 'Btw', en: 'VAT' },
  col_indicated: { fr: 'Prix indicatif', nl: 'Adviesprijs', en: 'Indicated price' },
  vat_rate: { fr: 'Taux de TVA', nl: 'Btw-tarief', en: 'VAT rate' },
  vat_base: { fr: 'Base HTVA', nl: 'Basis excl. btw', en: 'Base excl. VAT' },
  vat_amount: { fr: 'Montant TVA', nl: 'Btw-bedrag', en: 'VAT amount' },
  goods: {
    fr: 'Sous-total articles HTVA',
    nl: 'Subtotaal artikelen excl. btw',
    en: 'Items subtotal excl. VAT',
  },
  delivery_cost: { fr: 'Frais de livraison', nl: 'Leveringskosten', en: 'Delivery cost' },
  total_untaxed: { fr: 'Total HTVA', nl: 'Totaal excl. btw', en: 'Total excl. VAT' },
  total_vat: { fr: 'Total TVA', nl: 'Totaal btw', en: 'Total VAT' },
  total: { fr: 'Total TVAC', nl: 'Totaal incl. btw', en: 'Total incl. VAT' },
  total_credited: {
    fr: 'Total crédité TVAC',
    nl: 'Totaal gecrediteerd incl. btw',
    en: 'Total credited incl. VAT',
  },
  free_goods: { fr: 'Gratuit (promotion)', nl: 'Gratis (promotie)', en: 'Free (promotion)' },
  page: { fr: 'page {n} / {m}', nl: 'pagina {n} / {m}', en: 'page {n} / {m}' },
  pricelist_intro: {
    fr: 'Vos prix nets HTVA au {date}, pour une unité, remises comprises.',
    nl: 'Uw nettoprijzen excl. btw op {date}, per stuk, kortingen inbegrepen.',
    en: 'Your net prices excl. VAT on {date}, for one unit, discounts included.',
  },
  not_priced: { fr: 'Sur demande', nl: 'Op aanvraag', en: 'On request' },
  channel_fax: { fr: 'Fax', nl: 'Fax', en: 'Fax' },
  channel_mail: { fr: 'E-mail', nl: 'E-mail', en: 'Email' },
  channel_phone: { fr: 'Téléphone', nl: 'Telefoon', en: 'Phone' },
  channel_web: { fr: 'Site web', nl: 'Website', en: 'Website' },
} as const satisfies Record<string, Localized>;

export type LabelKey = keyof typeof LABELS;

export function label(key: LabelKey, locale: Locale, params: Record<string, string | number> = {}): string {
  return formatMessage(LABELS[key][locale], locale, params);
}

export function documentTitle(type: DocumentType, locale: Locale): string {
  return label(`doc_${type}`, locale);
}

/** Every label in every language (the glossary test reads them). */
export const ALL_LABELS: Readonly<Record<string, Localized>> = LABELS;
