import { MAX_LINE_QTY, readImportQty } from '@vetshop/domain';

/**
 * The quick-order pad's reading of what the buyer types or pastes (decision 044), pure. Codes are sent to the back
 * office as typed (it reads SKU, CNK and barcode as the CSV import does); here we only decide what a cell holds.
 */

/** At most this many rows on the pad (a paste beyond it is cut): a clinic's order is tens of lines. */
export const PAD_MAX_ROWS = 500;
/** Longest code the back office looks up (its contract's bound). */
export const CODE_MAX_LENGTH = 64;

/** One line of a pasted block: the code cell and the quantity cell as written. */
export interface PastedRow {
  code: string;
  qty: string;
}

/**
 * A block pasted from a spreadsheet (tab-separated) or a text file (`;`-separated, or `,` when the line has no
 * tab nor `;`), one row per line; empty lines are dropped, and so is a header line whose quantity cell is not a
 * number while the lines after it have one ("Code;Quantité"). A line without a separator is a code alone.
 */
export function parsePastedRows(text: string): PastedRow[] {
  const rows = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line): PastedRow => {
      const separator = line.includes('\t')
        ? '\t'
        : line.includes(';')
          ? ';'
          : line.includes(',')
            ? ','
            : null;
      if (separator === null) return { code: line, qty: '' };
      const [code = '', qty = ''] = line
        .split(separator)
        .map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));
      return { code, qty };
    })
    .filter((row) => row.code !== '' || row.qty !== '');
  const [first, second] = rows;
  if (
    first &&
    second &&
    readImportQty(first.qty) === null &&
    first.qty !== '' &&
    readImportQty(second.qty) !== null
  )
    rows.shift();
  return rows.slice(0, PAD_MAX_ROWS);
}

/** Whether a paste into a code cell is a block of rows (the pad fills rows) rather than one code (typed as is). */
export function isMultiRowPaste(text: string): boolean {
  const trimmed = text.trim();
  return /[\n\t;]/.test(trimmed);
}

/**
 * What a row's quantity cell means: empty is one (a code alone orders one box, as a scan would), a whole number
 * from 1 to the cart's line maximum is itself, anything else is invalid (null).
 */
export function padQty(text: string): number | null {
  if (text.trim() === '') return 1;
  const qty = readImportQty(text);
  return qty !== null && qty >= 1 && qty <= MAX_LINE_QTY ? qty : null;
}

/**
 * Whether a code cell looks like a code (SKU, CNK, EAN: letters, digits and hyphens, with a digit) or like a
 * product name to complete from the autocomplete (letters only, or words with spaces).
 */
export function looksLikeCode(text: string): boolean {
  const trimmed = text.trim();
  return /^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(trimmed) && /\d/.test(trimmed);
}

/** The lookup key of a code: what the back office compares (trimmed, upper case for a SKU; digits stay digits). */
export const codeKey = (code: string): string => code.trim().toUpperCase().slice(0, CODE_MAX_LENGTH);
