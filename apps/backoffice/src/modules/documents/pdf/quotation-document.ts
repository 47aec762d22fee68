import type { Locale } from '@vetshop/contract';
import { shownDiscountBp, type Bp, type Cents } from '@vetshop/domain';
import { translate } from '../../../i18n/messages';
import {
  CONTENT_BOTTOM,
  createPdf,
  drawLetterhead,
  drawPageNumber,
  FONT,
  FONT_BOLD,
  pdfBuffer,
} from './frame';
import { label } from './labels';
import { date, fieldName, money, PAGE, pdfFileName, pdfText, percent } from './layout';
import { drawRow, drawTableHeader, ROW_HEIGHT, type Column } from './table';

/** The words only a quotation prints (the others are the documents' labels, same glossary). */
const QUOTATION_LABELS = {
  title: { fr: 'Devis', nl: 'Offerte', en: 'Quotation' },
  state: { fr: 'État', nl: 'Status', en: 'Status' },
  created: { fr: 'Créé le', nl: 'Aangemaakt op', en: 'Created on' },
  validity: { fr: 'Valable jusqu’au', nl: 'Geldig tot', en: 'Valid until' },
  note: { fr: 'Remarque', nl: 'Opmerking', en: 'Note' },
  quantity: { fr: 'Quantité', nl: 'Aantal', en: 'Quantity' },
  subtotal_without_discount: {
    fr: 'Sous-total sans remise HTVA',
    nl: 'Subtotaal zonder korting excl. btw',
    en: 'Subtotal without discount excl. VAT',
  },
  discount_total: { fr: 'Total des remises', nl: 'Totaal kortingen', en: 'Total discounts' },
  not_quoted: {
    fr: 'Les lignes pas encore chiffrées montrent vos prix actuels ; notre équipe commerciale fixera les prix du devis.',
    nl: 'Regels zonder offerteprijs tonen uw huidige prijzen; ons verkoopteam legt de prijzen van de offerte vast.',
    en: "Lines not yet quoted show your current prices; our sales team will set the quotation's prices.",
  },
} as const satisfies Record<string, Record<Locale, string>>;

const ql = (key: keyof typeof QUOTATION_LABELS, locale: Locale) => QUOTATION_LABELS[key][locale];

export interface QuotationDocumentData {
  number: string;
  state: 'draft' | 'customer_request' | 'waiting_acceptation' | 'accepted' | 'cancel';
  created: Date;
  validityDate: string | null;
  customerRef: string | null;
  note: string | null;
  customer: { name: string; ref: string; vat: string | null };
  lines: {
    sku: string | null;
    name: string;
    quantity: number;
    unitPriceCents: Cents;
    discountBp: Bp;
    amountCents: Cents;
    taxRateBp: Bp;
    quoted: boolean;
  }[];
  summary: {
    withoutDiscountCents: Cents;
    discountCents: Cents;
    subtotalCents: Cents;
    shippingCents: Cents;
    taxCents: Cents;
    totalCents: Cents;
  };
}

export function quotationFileName(number: string, locale: Locale): string {
  return pdfFileName(ql('title', locale), number);
}

/**
 * A quotation's PDF in the buyer's language: the provider's letterhead, the customer, number, state and
 * validity, the lines and the summary of spec doc 1 §3. A few pages at most: built in memory.
 */
export async function renderQuotationDocument(data: QuotationDocumentData, locale: Locale): Promise<Buffer> {
  const doc = createPdf(`${ql('title', locale)} ${data.number}`, { bufferPages: true });
  const x = PAGE.margin;
  let y = drawLetterhead(doc, locale);
  doc
    .font(FONT_BOLD)
    .fontSize(14)
    .text(pdfText(`${ql('title', locale)} ${data.number}`), x, y);
  const facts: [string, string][] = [
    [ql('state', locale), translate(`quotation_state_${data.state}`, locale)],
    [ql('created', locale), date(data.created, locale)],
    ...(data.validityDate
      ? [[ql('validity', locale), date(`${data.validityDate}T12:00:00Z`, locale)] as [string, string]]
      : []),
    ...(data.customerRef ? [[label('customer_ref', locale), data.customerRef] as [string, string]] : []),
    [label('customer', locale), data.customer.name],
    [label('customer_number', locale), data.customer.ref],
    ...(data.customer.vat ? [[label('vat_number', locale), data.customer.vat] as [string, string]] : []),
  ];
  y += 24;
  doc.fontSize(8.5);
  for (const [name, value] of facts) {
    doc.font(FONT_BOLD).text(pdfText(fieldName(name, locale)), x, y, { width: 110, lineBreak: false });
    doc.font(FONT).text(pdfText(value), x + 112, y, { width: 300, lineBreak: false });
    y += 12;
  }
  if (data.note) {
    doc.font(FONT_BOLD).text(pdfText(fieldName(ql('note', locale), locale)), x, y, { width: 110 });
    doc.font(FONT).text(pdfText(data.note), x + 112, y, { width: PAGE.width - 2 * PAGE.margin - 112 });
    y = doc.y + 4;
  }
  y += 10;
  const columns: (Column & { cell: (l: QuotationDocumentData['lines'][number]) => string })[] = [
    { header: label('col_code', locale), weight: 14, cell: (l) => l.sku ?? '' },
    { header: label('col_name', locale), weight: 36, cell: (l) => l.name },
    { header: ql('quantity', locale), weight: 9, align: 'right', cell: (l) => String(l.quantity) },
    {
      header: label('col_unit_price', locale),
      weight: 12,
      align: 'right',
      cell: (l) => money(l.unitPriceCents, locale),
    },
    {
      header: label('col_discount', locale),
      weight: 8,
      align: 'right',
      // As the quotation page shows it (one rule: shownDiscountBp).
      cell: (l) => (l.discountBp > 0 ? percent(shownDiscountBp(l.discountBp), locale) : '—'),
    },
    {
      header: label('col_amount', locale),
      weight: 12,
      align: 'right',
      cell: (l) => money(l.amountCents, locale),
    },
    {
      header: label('col_vat', locale),
      weight: 6,
      align: 'right',
      cell: (l) => percent(l.taxRateBp, locale),
    },
  ];
  y = drawTableHeader(doc, columns, y);
  for (const line of data.lines) {
    if (y + ROW_HEIGHT > CONTENT_BOTTOM) {
      doc.addPage();
      y = drawTableHeader(doc, columns, PAGE.margin);
    }
    y = drawRow(
      doc,
      columns,
      columns.map((c) => c.cell(line)),
      y,
    );
  }
  const s = data.summary;
  const rows: [string, string, boolean][] = [
    [ql('subtotal_without_discount', locale), money(s.withoutDiscountCents, locale), false],
    [ql('discount_total', locale), money(s.discountCents, locale), false],
    [label('goods', locale), money(s.subtotalCents, locale), false],
    [label('delivery_cost', locale), money(s.shippingCents, locale), false],
    [label('total_vat', locale), money(s.taxCents, locale), false],
    [label('total', locale), money(s.totalCents, locale), true],
  ];
  y += 10;
  if (y + rows.length * 14 + 40 > CONTENT_BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  const lx = PAGE.width / 2;
  const width = PAGE.width - PAGE.margin - lx;
  for (const [name, value, bold] of rows) {
    doc.font(bold ? FONT_BOLD : FONT).fontSize(bold ? 10 : 8.5);
    doc.text(pdfText(name), lx, y, { width: width - 90, lineBreak: false });
    doc.text(value, lx + width - 90, y, { width: 90, align: 'right', lineBreak: false });
    y += bold ? 16 : 13;
  }
  if (data.lines.some((l) => !l.quoted)) {
    doc
      .font(FONT)
      .fontSize(8)
      .text(pdfText(ql('not_quoted', locale)), x, y + 10, { width: PAGE.width - 2 * PAGE.margin });
  }
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    drawPageNumber(doc, i - start + 1, count, locale);
  }
  doc.font(FONT);
  return pdfBuffer(doc);
}
