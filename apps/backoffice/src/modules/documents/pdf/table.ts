import { FONT, FONT_BOLD } from './frame';
import { PAGE, pdfText } from './layout';

export interface Column {
  header: string;
  /** Share of the page width; the columns' shares are scaled to fill it. */
  weight: number;
  align?: 'left' | 'right';
}

/** Every row has the same height: two lines of text (a name may wrap once; longer ones end with …). */
export const ROW_HEIGHT = 22;
export const HEADER_HEIGHT = 24;
const FONT_SIZE = 7.5;
const PAD = 3;

const layouts = new WeakMap<readonly Column[], number[]>();

/**
 * Each column's width: its share of the page, but never narrower than its longest heading word, so that no
 * heading breaks inside a word ("Command / é") in any language; what the narrow columns need is taken from
 * the columns with room to spare (the product name), in proportion to that room.
 */
export function columnWidths(doc: PDFKit.PDFDocument, columns: readonly Column[]): number[] {
  const known = layouts.get(columns);
  if (known) return known;
  const total = columns.reduce((s, c) => s + c.weight, 0);
  const available = PAGE.width - 2 * PAGE.margin;
  const share = columns.map((c) => (c.weight / total) * available);
  doc.font(FONT_BOLD).fontSize(FONT_SIZE);
  // 1 pt more than the word: pdfkit breaks a word that exactly fills the line.
  const needed = columns.map(
    (c) =>
      Math.max(
        0,
        ...pdfText(c.header)
          .split(/\s+/)
          .map((w) => doc.widthOfString(w)),
      ) +
      2 * PAD +
      1,
  );
  const deficit = share.reduce((s, w, i) => s + Math.max(0, needed[i]! - w), 0);
  const room = share.reduce((s, w, i) => s + Math.max(0, w - needed[i]!), 0);
  const widths = share.map((w, i) =>
    w < needed[i]! ? needed[i]! : w - (room > 0 ? (deficit * (w - needed[i]!)) / room : 0),
  );
  layouts.set(columns, widths);
  return widths;
}

/** The column headings at `y`; answers the y below them. */
export function drawTableHeader(doc: PDFKit.PDFDocument, columns: readonly Column[], y: number): number {
  const w = columnWidths(doc, columns);
  doc.rect(PAGE.margin, y, PAGE.width - 2 * PAGE.margin, HEADER_HEIGHT).fill('#E8EEF6');
  doc.fillColor('#000000').font(FONT_BOLD).fontSize(FONT_SIZE);
  let x = PAGE.margin;
  columns.forEach((c, i) => {
    doc.text(pdfText(c.header), x + PAD, y + 4, {
      width: w[i]! - 2 * PAD,
      height: HEADER_HEIGHT - 4,
      align: c.align ?? 'left',
      ellipsis: true,
    });
    x += w[i]!;
  });
  return y + HEADER_HEIGHT;
}

/** One row of cells at `y`; answers the y below it. */
export function drawRow(
  doc: PDFKit.PDFDocument,
  columns: readonly Column[],
  cells: readonly string[],
  y: number,
  opts: { bold?: boolean } = {},
): number {
  const w = columnWidths(doc, columns);
  doc
    .font(opts.bold ? FONT_BOLD : FONT)
    .fontSize(FONT_SIZE)
    .fillColor('#000000');
  let x = PAGE.margin;
  columns.forEach((c, i) => {
    doc.text(pdfText(cells[i] ?? ''), x + PAD, y + 3, {
      width: w[i]! - 2 * PAD,
      height: ROW_HEIGHT - 4,
      align: c.align ?? 'left',
      ellipsis: true,
    });
    x += w[i]!;
  });
  doc
    .moveTo(PAGE.margin, y + ROW_HEIGHT)
    .lineTo(PAGE.width - PAGE.margin, y + ROW_HEIGHT)
    .strokeColor('#DDDDDD')
    .lineWidth(0.5)
    .stroke();
  return y + ROW_HEIGHT;
}
