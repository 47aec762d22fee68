import { createPdf, drawLetterhead, FONT, FONT_BOLD, pdfBuffer } from './frame';
import { PAGE, pdfText } from './layout';
import type { Locale } from '@vetshop/contract';

/** A titled text document on the provider's letterhead (product notices and sheets of the demo catalogue). */
export function renderTextPdf(title: string, paragraphs: readonly string[], locale: Locale): Promise<Buffer> {
  const doc = createPdf(title, { bufferPages: false });
  const y = drawLetterhead(doc, locale);
  doc
    .font(FONT_BOLD)
    .fontSize(18)
    .text(pdfText(title), PAGE.margin, y + 10, { width: PAGE.width - 2 * PAGE.margin });
  doc.moveDown(1).font(FONT).fontSize(11);
  for (const p of paragraphs) doc.text(pdfText(p), { width: PAGE.width - 2 * PAGE.margin }).moveDown(0.6);
  return pdfBuffer(doc);
}
