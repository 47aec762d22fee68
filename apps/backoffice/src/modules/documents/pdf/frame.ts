import type { Locale } from '@vetshop/contract';
import PDFDocument from 'pdfkit';
import { label } from './labels';
import { PAGE, pageLabel, pdfText } from './layout';

/** The provider printed on every document (the demo shop's own company). */
export const PROVIDER = {
  name: 'Vetshop SA',
  lines: ['Rue de l’Industrie 12', '1400 Nivelles', 'Belgique / België'],
  vat: 'BE 0123.456.789',
  contact: '+32 67 00 00 00 · service@vetshop.test',
} as const;

export const FONT = 'Helvetica';
export const FONT_BOLD = 'Helvetica-Bold';

/** Where page content must stop: below is the page number. */
export const CONTENT_BOTTOM = PAGE.height - PAGE.margin - 18;

export function createPdf(title: string, opts: { bufferPages: boolean }): PDFKit.PDFDocument {
  return new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: opts.bufferPages,
    // Standard fonts are not embedded: a 200-page pricelist stays small and starts arriving at once.
    info: { Title: pdfText(title), Author: PROVIDER.name, Creator: PROVIDER.name },
  });
}

/** The provider's letterhead at the top of the first page; answers the y below it. */
export function drawLetterhead(doc: PDFKit.PDFDocument, locale: Locale): number {
  const x = PAGE.margin;
  const top = PAGE.margin;
  doc.font(FONT_BOLD).fontSize(16).fillColor('#0C4E99').text(PROVIDER.name, x, top, { lineBreak: false });
  doc.font(FONT).fontSize(8).fillColor('#333333');
  doc.text(PROVIDER.lines.join(' · '), x, top + 20, { lineBreak: false });
  doc.text(`${label('vat_number', locale)} ${PROVIDER.vat} · ${PROVIDER.contact}`, x, top + 31, {
    lineBreak: false,
  });
  doc
    .moveTo(x, top + 46)
    .lineTo(PAGE.width - PAGE.margin, top + 46)
    .strokeColor('#0C4E99')
    .lineWidth(1)
    .stroke();
  doc.fillColor('#000000');
  return top + 56;
}

/** "page N / M" at the foot of the current page, outside the content area (never starts a new page). */
export function drawPageNumber(doc: PDFKit.PDFDocument, n: number, m: number, locale: Locale): void {
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc
    .font(FONT)
    .fontSize(8)
    .fillColor('#555555')
    .text(pageLabel(n, m, locale), PAGE.margin, PAGE.height - PAGE.margin - 8, {
      width: PAGE.width - 2 * PAGE.margin,
      align: 'right',
      lineBreak: false,
    });
  doc.fillColor('#000000');
  doc.page.margins.bottom = bottom;
}

/** The whole document as one buffer (order documents: a few pages). */
export function pdfBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
