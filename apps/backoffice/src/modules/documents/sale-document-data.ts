import type { Locale, SaleDetail } from '@vetshop/contract';
import { multiplyCents, toCents } from '@vetshop/domain';
import type {
  DocumentAddress,
  SaleDocumentData,
  SaleDocumentLine,
  SaleDocumentType,
} from './pdf/sale-document';
import { vatOf } from './pdf/layout';

type SaleAddress = NonNullable<SaleDetail['delivery']['address']>;

const COUNTRY: Record<string, Record<Locale, string>> = {
  BE: { fr: 'Belgique', nl: 'België', en: 'Belgium' },
  NL: { fr: 'Pays-Bas', nl: 'Nederland', en: 'Netherlands' },
  LU: { fr: 'Luxembourg', nl: 'Luxemburg', en: 'Luxembourg' },
  FR: { fr: 'France', nl: 'Frankrijk', en: 'France' },
  DE: { fr: 'Allemagne', nl: 'Duitsland', en: 'Germany' },
};

function address(a: SaleAddress | null, locale: Locale): DocumentAddress | null {
  if (!a) return null;
  const town = [a.zip, a.city].filter(Boolean).join(' ');
  const country = a.country_code ? (COUNTRY[a.country_code]?.[locale] ?? a.country_code) : null;
  return {
    name: a.name,
    lines: [a.street, a.street2, town, country].filter((part): part is string => !!part),
  };
}

/** Ordered / delivered / to follow / cancelled of a line, as the order page shows them. */
function quantities(line: SaleDetail['lines'][number]) {
  return {
    ordered: line.qty,
    delivered: line.qty_delivered,
    toFollow: Math.max(0, Math.min(line.qty_unavailable, line.qty - line.qty_delivered - line.qty_canceled)),
    canceled: line.qty_canceled,
  };
}

/**
 * What one document of an order shows, from the order as the sales module reads it (names in the buyer's
 * language) and each variant's CNK code. Order confirmations, delivery notes and invoices show the goods as
 * ordered and charged; a credit note credits the cancelled quantities at the net price they were ordered at,
 * with their VAT.
 */
export function saleDocumentData(input: {
  type: SaleDocumentType;
  number: string;
  date: Date;
  sale: SaleDetail;
  customer: { name: string; ref: string; vat: string | null };
  cnkByVariant: ReadonlyMap<number, string | null>;
  locale: Locale;
}): SaleDocumentData {
  const { type, sale, locale } = input;
  const goods = sale.lines.filter((l) => l.kind === 'product' || l.kind === 'free_goods');
  const lines: SaleDocumentLine[] = goods
    .filter((l) => type !== 'credit_note' || l.qty_canceled > 0)
    .map((l) => {
      const netPriceCents = toCents(l.net_price);
      const taxRateBp = Math.round(l.tax_rate * 100);
      const credited = type === 'credit_note' ? multiplyCents(netPriceCents, l.qty_canceled) : null;
      return {
        sku: l.sku,
        cnk: l.product_id !== null ? (input.cnkByVariant.get(l.product_id) ?? null) : null,
        name: l.name,
        freeGoods: l.kind === 'free_goods',
        ...quantities(l),
        unitPriceCents: toCents(l.unit_price),
        discountBp: Math.round(l.discount * 100),
        netPriceCents,
        amountCents: credited ?? toCents(l.amount.untaxed),
        taxRateBp,
        taxCents: credited !== null ? vatOf(credited, taxRateBp) : toCents(l.amount.tax),
      };
    });
  const charges =
    type === 'credit_note'
      ? []
      : sale.lines
          .filter((l) => l.kind === 'delivery' || l.kind === 'fee' || l.kind === 'coupon')
          .map((l) => ({
            kind: l.kind as 'delivery' | 'fee' | 'coupon',
            // A promotion code's line is named with its code and VAT rate (negative amounts, decision 040).
            name: l.name,
            amountCents: toCents(l.amount.untaxed),
            taxRateBp: Math.round(l.tax_rate * 100),
            taxCents: toCents(l.amount.tax),
          }));
  return {
    type,
    number: input.number,
    date: input.date,
    order: {
      name: sale.name,
      date: new Date(sale.date_order),
      customerRef: sale.client_order_ref,
      channel: sale.channel,
      suiteName: sale.suite_name,
      note: sale.note,
      paymentMode: sale.payment.mode?.name ?? null,
    },
    customer: input.customer,
    invoicing: address(sale.invoicing.address, locale),
    delivery: address(sale.delivery.address, locale),
    lines,
    charges,
  };
}
