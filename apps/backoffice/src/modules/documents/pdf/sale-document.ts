import type { Locale } from '@vetshop/contract';
import { shownDiscountBp, type Bp, type Cents, type SaleChannel } from '@vetshop/domain';
import {
  CONTENT_BOTTOM,
  createPdf,
  drawLetterhead,
  drawPageNumber,
  FONT,
  FONT_BOLD,
  pdfBuffer,
} from './frame';
import { translate } from '../../../i18n/messages';
import { documentTitle, label } from './labels';
import { date, fieldName, money, PAGE, pdfText, percent, vatByRate, type VatRateTotal } from './layout';
import { drawRow, drawTableHeader, ROW_HEIGHT, type Column } from './table';

export type SaleDocumentType = 'order' | 'delivery_note' | 'invoice' | 'credit_note';

export interface DocumentAddress {
  name: string;
  lines: string[];
}

export interface SaleDocumentLine {
  sku: string | null;
  cnk: string | null;
  name: string;
  freeGoods: boolean;
  ordered: number;
  delivered: number;
  toFollow: number;
  canceled: number;
  unitPriceCents: Cents;
  discountBp: Bp;
  netPriceCents: Cents;
  /** What the document charges (or credits) for the line, excl. VAT, and its VAT. */
  amountCents: Cents;
  taxRateBp: Bp;
  taxCents: Cents;
}

export interface SaleDocumentData {
  type: SaleDocumentType;
  number: string;
  date: Date;
  order: {
    name: string;
    date: Date;
    customerRef: string | null;
    channel: SaleChannel;
    /** The buyer's suite number (their own numbering of orders). */
    suiteName: string | null;
    /** The comment the buyer wrote when ordering. */
    note: string | null;
    /** The payment method's name in the buyer's language. */
    paymentMode: string | null;
  };
  customer: { name: string; ref: string; vat: string | null };
  invoicing: DocumentAddress | null;
  delivery: DocumentAddress | null;
  lines: SaleDocumentLine[];
  /** Delivery, fee and promotion-code lines are charges, shown in the totals rather than the table. */
  charges: {
    kind: 'delivery' | 'fee' | 'coupon';
    name: string;
    amountCents: Cents;
    taxRateBp: Bp;
    taxCents: Cents;
  }[];
}

type Cell = (line: SaleDocumentLine, locale: Locale) => string;
interface TableColumn extends Column {
  cell: Cell;
}

export function saleDocumentColumns(type: SaleDocumentType, locale: Locale): TableColumn[] {
  const l = (key: Parameters<typeof label>[0]) => label(key, locale);
  const code: TableColumn = {
    header: l('col_code'),
    weight: 14,
    cell: (line) => [line.sku, line.cnk ? `CNK ${line.cnk}` : null].filter(Boolean).join('\n'),
  };
  const name: TableColumn = {
    header: l('col_name'),
    weight: 27,
    cell: (line) => (line.freeGoods ? `${line.name}\n${l('free_goods')}` : line.name),
  };
  const qty = (key: Parameters<typeof label>[0], pick: (line: SaleDocumentLine) => number): TableColumn => ({
    header: l(key),
    weight: 9,
    align: 'right',
    cell: (line) => String(pick(line)),
  });
  const moneyCol = (
    key: Parameters<typeof label>[0],
    pick: (line: SaleDocumentLine) => Cents,
  ): TableColumn => ({
    header: l(key),
    weight: 11,
    align: 'right',
    cell: (line, loc) => money(pick(line), loc),
  });
  const discount: TableColumn = {
    header: l('col_discount'),
    weight: 7,
    align: 'right',
    // The percentage the order page shows (one rule: shownDiscountBp), not the stored 15.02 % of a 15 % line.
    cell: (line, loc) =>
      line.discountBp > 0
        ? percent(
            shownDiscountBp(line.discountBp, {
              grossCents: line.unitPriceCents,
              netCents: line.netPriceCents,
            }),
            loc,
          )
        : '—',
  };
  const vat: TableColumn = {
    header: l('col_vat'),
    weight: 6,
    align: 'right',
    cell: (line, loc) => percent(line.taxRateBp, loc),
  };
  const ordered = qty('col_ordered', (line) => line.ordered);
  const delivered = qty('col_delivered', (line) => line.delivered);
  const toFollow = qty('col_to_follow', (line) => line.toFollow);
  switch (type) {
    case 'delivery_note':
      return [code, { ...name, weight: 50 }, ordered, delivered, toFollow];
    case 'credit_note':
      return [
        code,
        name,
        qty('col_canceled', (line) => line.canceled),
        moneyCol('col_net_price', (line) => line.netPriceCents),
        moneyCol('col_amount', (line) => line.amountCents),
        vat,
      ];
    default:
      return [
        code,
        name,
        ordered,
        delivered,
        toFollow,
        moneyCol('col_unit_price', (line) => line.unitPriceCents),
        discount,
        moneyCol('col_amount', (line) => line.amountCents),
        vat,
      ];
  }
}

function drawHeading(doc: PDFKit.PDFDocument, data: SaleDocumentData, locale: Locale, top: number): number {
  const x = PAGE.margin;
  const right = PAGE.width / 2 + 10;
  const half = PAGE.width / 2 - PAGE.margin - 10;
  doc
    .font(FONT_BOLD)
    .fontSize(14)
    .text(pdfText(`${documentTitle(data.type, locale)} ${data.number}`), x, top);
  const facts: [string, string][] = [
    [label('date', locale), date(data.date, locale)],
    [label('order', locale), `${data.order.name} (${date(data.order.date, locale)})`],
    [label('channel', locale), label(`channel_${data.order.channel}`, locale)],
    ...(data.order.customerRef
      ? [[label('customer_ref', locale), data.order.customerRef] as [string, string]]
      : []),
    ...(data.order.suiteName
      ? [[label('suite_name', locale), data.order.suiteName] as [string, string]]
      : []),
    ...(data.order.paymentMode
      ? [[label('payment_mode', locale), data.order.paymentMode] as [string, string]]
      : []),
    [label('customer_number', locale), data.customer.ref],
    ...(data.customer.vat ? [[label('vat_number', locale), data.customer.vat] as [string, string]] : []),
  ];
  let y = top + 24;
  doc.fontSize(8.5);
  for (const [name, value] of facts) {
    doc.font(FONT_BOLD).text(pdfText(fieldName(name, locale)), x, y, { width: 110, lineBreak: false });
    doc.font(FONT).text(pdfText(value), x + 112, y, { width: half - 112, lineBreak: false });
    y += 12;
  }
  // The addresses, side by side at the right.
  let ay = top + 24;
  const blocks: [string, DocumentAddress | null][] = [
    [label('invoicing_address', locale), data.invoicing ?? { name: data.customer.name, lines: [] }],
    [label('delivery_address', locale), data.delivery],
  ];
  for (const [title, address] of blocks) {
    if (!address) continue;
    doc.font(FONT_BOLD).fontSize(8.5).text(pdfText(title), right, ay, { width: half });
    doc.font(FONT).text(pdfText([address.name, ...address.lines].join('\n')), right, doc.y, { width: half });
    ay = doc.y + 6;
  }
  let bottom = Math.max(y, ay);
  if (data.order.note) {
    // The buyer's comment in full under the facts, wrapped across the page (it may be a few lines long).
    const width = PAGE.width - 2 * PAGE.margin;
    doc
      .font(FONT_BOLD)
      .fontSize(8.5)
      .text(pdfText(fieldName(label('note', locale), locale)), x, bottom + 4, { width });
    doc.font(FONT).text(pdfText(data.order.note), x, doc.y + 1, { width });
    bottom = doc.y;
  }
  return bottom + 10;
}

function drawTotals(doc: PDFKit.PDFDocument, data: SaleDocumentData, locale: Locale, top: number): void {
  const goods = data.lines.reduce((s, line) => s + line.amountCents, 0);
  const charged = (kind: 'delivery' | 'fee') =>
    data.charges.filter((c) => c.kind === kind).reduce((s, c) => s + c.amountCents, 0);
  const deliveryCents = charged('delivery');
  const feeCents = charged('fee');
  const coupons = data.charges.filter((c) => c.kind === 'coupon');
  const couponCents = coupons.reduce((s, c) => s + c.amountCents, 0);
  const rates: VatRateTotal[] = vatByRate([
    ...data.lines.map((line) => ({
      untaxedCents: line.amountCents,
      taxRateBp: line.taxRateBp,
      taxCents: line.taxCents,
    })),
    ...data.charges.map((c) => ({
      untaxedCents: c.amountCents,
      taxRateBp: c.taxRateBp,
      taxCents: c.taxCents,
    })),
  ]);
  const untaxed = goods + deliveryCents + feeCents + couponCents;
  const tax = rates.reduce((s, r) => s + r.taxCents, 0);
  const rows: [string, string, boolean][] = [
    [label('goods', locale), money(goods, locale), false],
    ...(deliveryCents > 0
      ? [[label('delivery_cost', locale), money(deliveryCents, locale), false] as [string, string, boolean]]
      : []),
    ...(feeCents > 0
      ? [[translate('fee_line_name', locale), money(feeCents, locale), false] as [string, string, boolean]]
      : []),
    ...coupons.map((c) => [c.name, money(c.amountCents, locale), false] as [string, string, boolean]),
    [label('total_untaxed', locale), money(untaxed, locale), false],
    [label('total_vat', locale), money(tax, locale), false],
    [
      label(data.type === 'credit_note' ? 'total_credited' : 'total', locale),
      money(untaxed + tax, locale),
      true,
    ],
  ];
  const needed = 16 + rates.length * 12 + rows.length * 14 + 20;
  let y = top + 10;
  if (y + needed > CONTENT_BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  // VAT per rate at the left, totals at the right.
  const x = PAGE.margin;
  doc.font(FONT_BOLD).fontSize(8);
  doc.text(pdfText(label('vat_rate', locale)), x, y, { width: 70, lineBreak: false });
  doc.text(pdfText(label('vat_base', locale)), x + 70, y, { width: 80, align: 'right', lineBreak: false });
  doc.text(pdfText(label('vat_amount', locale)), x + 150, y, { width: 80, align: 'right', lineBreak: false });
  let vy = y + 14;
  doc.font(FONT);
  for (const r of rates) {
    doc.text(percent(r.taxRateBp, locale), x, vy, { width: 70, lineBreak: false });
    doc.text(money(r.baseCents, locale), x + 70, vy, { width: 80, align: 'right', lineBreak: false });
    doc.text(money(r.taxCents, locale), x + 150, vy, { width: 80, align: 'right', lineBreak: false });
    vy += 12;
  }
  const lx = PAGE.width / 2;
  const width = PAGE.width - PAGE.margin - lx;
  let ty = y;
  for (const [name, value, bold] of rows) {
    doc.font(bold ? FONT_BOLD : FONT).fontSize(bold ? 10 : 8.5);
    doc.text(pdfText(name), lx, ty, { width: width - 90, lineBreak: false });
    doc.text(value, lx + width - 90, ty, { width: 90, align: 'right', lineBreak: false });
    ty += bold ? 16 : 13;
  }
}

/**
 * An order's document (confirmation, delivery note, invoice, credit note) in the buyer's language: the
 * provider's letterhead, the customer's number and VAT number, the addresses, the lines, VAT per rate,
 * totals and "page N / M" on every page. A few pages at most: built in memory, numbered at the end.
 */
export async function renderSaleDocument(data: SaleDocumentData, locale: Locale): Promise<Buffer> {
  const title = `${documentTitle(data.type, locale)} ${data.number}`;
  const doc = createPdf(title, { bufferPages: true });
  const cols = saleDocumentColumns(data.type, locale);
  let y = drawHeading(doc, data, locale, drawLetterhead(doc, locale));
  y = drawTableHeader(doc, cols, y);
  for (const line of data.lines) {
    if (y + ROW_HEIGHT > CONTENT_BOTTOM) {
      doc.addPage();
      y = drawTableHeader(doc, cols, PAGE.margin);
    }
    y = drawRow(
      doc,
      cols,
      cols.map((c) => c.cell(line, locale)),
      y,
    );
  }
  if (data.type !== 'delivery_note') drawTotals(doc, data, locale, y);
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    drawPageNumber(doc, i - start + 1, count, locale);
  }
  doc.font(FONT);
  return pdfBuffer(doc);
}
