import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Locale } from '@vetshop/contract';
import { shownDiscountBp, type Bp, type Cents } from '@vetshop/domain';
import { CONTENT_BOTTOM, createPdf, drawLetterhead, drawPageNumber, FONT, FONT_BOLD } from './frame';
import { documentTitle, label } from './labels';
import { date, fieldName, money, PAGE, pagesFor, pdfText, percent } from './layout';
import { drawRow, drawTableHeader, HEADER_HEIGHT, ROW_HEIGHT, type Column } from './table';

export interface PricelistRow {
  sku: string;
  cnk: string | null;
  name: string;
  indicatedCents: Cents | null;
  /** null: no price valid today (the variant is not sold at the moment). */
  grossCents: Cents | null;
  discountBp: Bp;
  netCents: Cents | null;
  taxRateBp: Bp;
}

export interface PricelistInput {
  locale: Locale;
  number: string;
  customer: { name: string; ref: string; vat: string | null };
  /** The day the prices are valid on. */
  date: Date;
  /** How many rows `batches` will give: the page count ("page N / M") is known before the first page ends. */
  total: number;
  batches: AsyncIterable<PricelistRow[]>;
}

function columns(locale: Locale): Column[] {
  return [
    { header: label('col_code', locale), weight: 14 },
    { header: label('col_name', locale), weight: 38 },
    { header: label('col_indicated', locale), weight: 10, align: 'right' },
    { header: label('col_unit_price', locale), weight: 11, align: 'right' },
    { header: label('col_discount', locale), weight: 7, align: 'right' },
    { header: label('col_net_price', locale), weight: 11, align: 'right' },
    { header: label('col_vat', locale), weight: 6, align: 'right' },
  ];
}

function cells(row: PricelistRow, locale: Locale): string[] {
  const price = (cents: Cents | null) => (cents === null ? '—' : money(cents, locale));
  return [
    [row.sku, row.cnk ? `CNK ${row.cnk}` : null].filter(Boolean).join('\n'),
    row.name,
    price(row.indicatedCents),
    price(row.grossCents),
    // As the product page shows it (one rule: shownDiscountBp).
    row.grossCents !== null && row.discountBp > 0
      ? percent(
          shownDiscountBp(
            row.discountBp,
            row.netCents === null ? undefined : { grossCents: row.grossCents, netCents: row.netCents },
          ),
          locale,
        )
      : '—',
    row.netCents === null ? label('not_priced', locale) : money(row.netCents, locale),
    percent(row.taxRateBp, locale),
  ];
}

/**
 * The buyer's pricelist as a PDF stream, page by page: rows are drawn as the batches arrive and each finished
 * page leaves pdfkit at once (no page buffering); when the reader is slower than the database, the next batch
 * waits for it to drain. Memory stays at about one batch and one page whatever the catalogue's size.
 * The stream ends early (without error) when the reader goes away.
 */
export function streamPricelist(input: PricelistInput): Readable {
  const { locale } = input;
  const title = `${documentTitle('pricelist', locale)} ${input.number}`;
  const out = new PassThrough({ highWaterMark: 64 * 1024 });
  const doc = createPdf(title, { bufferPages: false });
  doc.on('data', (chunk: Buffer) => {
    if (!out.destroyed) out.write(chunk);
  });
  doc.on('end', () => out.end());
  doc.on('error', (err: Error) => out.destroy(err));

  async function write(): Promise<void> {
    const cols = columns(locale);
    let y = drawLetterhead(doc, locale);
    doc.font(FONT_BOLD).fontSize(14).text(pdfText(title), PAGE.margin, y);
    doc.font(FONT).fontSize(8.5);
    const facts = [
      `${fieldName(label('customer', locale), locale)} ${input.customer.name}`,
      `${fieldName(label('customer_number', locale), locale)} ${input.customer.ref}`,
      ...(input.customer.vat
        ? [`${fieldName(label('vat_number', locale), locale)} ${input.customer.vat}`]
        : []),
      label('pricelist_intro', locale, { date: date(input.date, locale) }),
    ];
    y += 22;
    for (const fact of facts) {
      doc.text(pdfText(fact), PAGE.margin, y, { lineBreak: false });
      y += 12;
    }
    y = drawTableHeader(doc, cols, y + 6);
    const perFirst = Math.floor((CONTENT_BOTTOM - y) / ROW_HEIGHT);
    const perNext = Math.floor((CONTENT_BOTTOM - PAGE.margin - HEADER_HEIGHT) / ROW_HEIGHT);
    const pages = pagesFor(input.total, perFirst, perNext);
    let page = 1;
    let onPage = 0;
    let written = 0;
    for await (const batch of input.batches) {
      for (const row of batch) {
        // The count was taken first: rows added since then would need a page "N / M" did not announce.
        if (written >= input.total) break;
        if (onPage === (page === 1 ? perFirst : perNext)) {
          drawPageNumber(doc, page, pages, locale);
          doc.addPage();
          page += 1;
          onPage = 0;
          y = drawTableHeader(doc, cols, PAGE.margin);
        }
        y = drawRow(doc, cols, cells(row, locale), y);
        onPage += 1;
        written += 1;
      }
      if (out.destroyed) return;
      // An embedded database (PGlite) answers within the same turn of the event loop: without this, the
      // whole document would be drawn before the response's first bytes leave (bench/pricelist-pdf.ts saw
      // the first byte after the last page). One turn per batch lets each finished page go out.
      await nextTurn();
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
      if (out.destroyed) return;
    }
    drawPageNumber(doc, page, pages, locale);
    doc.end();
  }

  write().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
