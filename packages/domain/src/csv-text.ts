/**
 * Reading a CSV file as practice software exports it (issue 9 §5): UTF-8 (with or without a BOM) or, when the
 * bytes are not valid UTF-8, Windows-1252 (what Belgian Windows software writes); fields separated by `;` (the
 * Belgian and French Excel default, the decimal mark being a comma) or `,`, detected from the header line;
 * fields quoted with `"` (a doubled `""` inside is one quote, and a quoted field may hold separators and line
 * breaks); lines ending in CRLF or LF. Pure: no I/O, usable in the browser and the back office.
 */

export type CsvEncoding = 'utf-8' | 'windows-1252';
export type CsvSeparator = ';' | ',';

/** The bytes as text: UTF-8 when they are valid UTF-8 (a BOM is dropped), Windows-1252 otherwise. */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  try {
    // ignoreBOM false (the default): a UTF-8 BOM is consumed by the decoder.
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
}

/** Windows-1252's characters for the bytes 80–9F (where it differs from Latin-1); the 5 unassigned stay C1. */
const CP1252_80_9F = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d,
  0x017d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0x9d, 0x017e, 0x0178,
];

/**
 * Windows-1252 by hand: Node 20's TextDecoder('windows-1252') decodes Latin-1 instead (0x80 comes out as
 * U+0080, not €), so it cannot be trusted with a Belgian price list. Every byte maps, so this cannot fail.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x2000) {
    const chunk = bytes.subarray(i, i + 0x2000);
    out += String.fromCharCode(
      ...Array.from(chunk, (b) => (b >= 0x80 && b <= 0x9f ? CP1252_80_9F[b - 0x80]! : b)),
    );
  }
  return out;
}

/** Whether the bytes hold a NUL byte: a text file never does, a spreadsheet or a picture almost always. */
export function hasNulByte(bytes: Uint8Array): boolean {
  return bytes.includes(0);
}

/**
 * Whether the bytes can be a text file: no control character but tab, line feed, carriage return and the DOS
 * end-of-file mark (1A). An Excel workbook, a PDF or a picture renamed .csv fails this on its first kilobytes.
 */
export function looksLikeText(bytes: Uint8Array): boolean {
  for (const b of bytes) if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x1a) return false;
  return true;
}

/** The first line of the text that holds something other than blanks, without a leading BOM. */
function headerLine(text: string): string {
  for (const line of text.replace(/^\uFEFF/, '').split(/\r?\n/)) if (line.trim() !== '') return line;
  return '';
}

/**
 * The separator of the file: whichever of `;` and `,` occurs more often outside quotes in the header line; `;`
 * when neither does or both as often (a one-column file, or names with commas in a `;` file).
 */
export function detectSeparator(text: string): CsvSeparator {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const ch of headerLine(text)) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === ';') semicolons += 1;
    else if (!quoted && ch === ',') commas += 1;
  }
  return commas > semicolons ? ',' : ';';
}

/** One record of the file: its fields and its number (1 = the first record, as a spreadsheet numbers rows). */
export interface CsvRecord {
  row: number;
  fields: string[];
}

/**
 * The records of a CSV text with the given separator (detected when absent). A record whose fields are all
 * blank is left out (spreadsheets end files with empty rows) but keeps its number, so the numbers match the
 * rows the buyer sees in the spreadsheet. An unclosed quote runs to the end of the file, as spreadsheets read it.
 */
export function parseCsv(
  input: string,
  separator: CsvSeparator = detectSeparator(input),
): { separator: CsvSeparator; records: CsvRecord[] } {
  const text = input.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let row = 1;
  const endRecord = () => {
    fields.push(field);
    if (fields.some((f) => f.trim() !== '')) records.push({ row, fields });
    fields = [];
    field = '';
    row += 1;
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch !== '"') field += ch;
      else if (text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === separator) {
      fields.push(field);
      field = '';
    } else if (ch === '\n') endRecord();
    else if (ch === '\r') {
      if (text[i + 1] === '\n') i += 1;
      endRecord();
    } else field += ch;
  }
  if (field !== '' || fields.length > 0) endRecord();
  return { separator, records };
}
