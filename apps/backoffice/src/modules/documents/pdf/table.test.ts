import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@vetshop/domain';
import { FONT_BOLD } from './frame';
import { PAGE } from './layout';
import { saleDocumentColumns, type SaleDocumentType } from './sale-document';
import { columnWidths } from './table';

const TYPES: SaleDocumentType[] = ['order', 'delivery_note', 'invoice', 'credit_note'];

describe('table columns', () => {
  it('are each wide enough for their longest heading word, in every language ("Commandé", not "Command / é")', () => {
    const doc = new PDFDocument({ size: 'A4' });
    const tooNarrow: string[] = [];
    for (const type of TYPES)
      for (const locale of LOCALES) {
        const cols = saleDocumentColumns(type, locale);
        const widths = columnWidths(doc, cols);
        expect(widths.reduce((s, w) => s + w, 0)).toBeCloseTo(PAGE.width - 2 * PAGE.margin, 6);
        doc.font(FONT_BOLD).fontSize(7.5);
        cols.forEach((c, i) => {
          for (const word of c.header.split(/\s+/))
            // 3 pt of padding on each side of the text.
            if (doc.widthOfString(word) + 6 >= widths[i]!) tooNarrow.push(`${type} ${locale}: ${word}`);
        });
      }
    expect(tooNarrow).toEqual([]);
  });
});
