import { describe, expect, it } from 'vitest';
import {
  decodeCsvBytes,
  decodeWindows1252,
  detectSeparator,
  hasNulByte,
  looksLikeText,
  parseCsv,
} from './csv-text';

const fields = (text: string) => parseCsv(text).records.map((r) => r.fields);

describe('detectSeparator', () => {
  it.each<[string, string, ';' | ',']>([
    ['semicolons', 'sku;quantité\nA;1', ';'],
    ['commas', 'sku,qty\nA,1', ','],
    ['a one-column header', 'sku\nA', ';'],
    ['commas inside quotes do not count', '"code, article";qty\nA;1', ';'],
    ['the first non-blank line decides', '\n\n  \nsku,qty,options\n', ','],
    ['a BOM before the header', '\uFEFFsku,qty', ','],
  ])('%s', (_, text, expected) => {
    expect(detectSeparator(text)).toBe(expected);
  });
});

describe('parseCsv', () => {
  it.each<[string, string, string[][]]>([
    [
      'LF',
      'a;b\n1;2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'CRLF',
      'a;b\r\n1;2\r\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'a lone CR (old Mac exports)',
      'a;b\r1;2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'no final line break',
      'a,b\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'quoted separators and doubled quotes',
      'a;b\n"x;y";"say ""hi"""',
      [
        ['a', 'b'],
        ['x;y', 'say "hi"'],
      ],
    ],
    [
      'a quoted line break',
      'a;b\n"line\r\nbreak";2',
      [
        ['a', 'b'],
        ['line\r\nbreak', '2'],
      ],
    ],
    [
      'empty fields',
      'a;b;c\n;;3',
      [
        ['a', 'b', 'c'],
        ['', '', '3'],
      ],
    ],
    [
      'a BOM',
      '\uFEFFsku;qty\nA;1',
      [
        ['sku', 'qty'],
        ['A', '1'],
      ],
    ],
    ['an unclosed quote runs to the end', 'a;b\n"x;2\n3;4', [['a', 'b'], ['x;2\n3;4']]],
  ])('%s', (_, text, expected) => {
    expect(fields(text)).toEqual(expected);
  });

  it('leaves blank records out but keeps the row numbers of the spreadsheet', () => {
    const { records } = parseCsv('sku;qty\r\n\r\nA;1\r\n;\r\nB;2\r\n\r\n');
    expect(records).toEqual([
      { row: 1, fields: ['sku', 'qty'] },
      { row: 3, fields: ['A', '1'] },
      { row: 5, fields: ['B', '2'] },
    ]);
  });

  it('uses the separator detected from the header for every line', () => {
    const { separator, records } = parseCsv('sku,qty\n"VS;1",3');
    expect(separator).toBe(',');
    expect(records[1]?.fields).toEqual(['VS;1', '3']);
  });
});

describe('decodeCsvBytes', () => {
  it('reads UTF-8 and drops its BOM', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('quantité;€')]);
    expect(decodeCsvBytes(bytes)).toEqual({ text: 'quantité;€', encoding: 'utf-8' });
  });

  it('reads Windows-1252 when the bytes are not UTF-8: é, ë and € come out right', () => {
    // "Quantité;Coëfficiënt;€" as Windows software writes it
    const bytes = new Uint8Array([
      ...Buffer.from('Quantit', 'latin1'),
      0xe9,
      0x3b,
      ...Buffer.from('Co', 'latin1'),
      0xeb,
      ...Buffer.from('ffici', 'latin1'),
      0xeb,
      ...Buffer.from('nt;', 'latin1'),
      0x80,
    ]);
    expect(decodeCsvBytes(bytes)).toEqual({ text: 'Quantité;Coëfficiënt;€', encoding: 'windows-1252' });
  });

  it('maps the bytes 80-9F as Windows-1252 does (Node 20 TextDecoder reads them as Latin-1)', () => {
    expect(decodeWindows1252(new Uint8Array([0x80, 0x8a, 0x92, 0x96, 0x9c, 0xe9, 0xeb, 0x41]))).toBe(
      '€Š’–œéëA',
    );
  });

  it('reads plain ASCII as UTF-8', () => {
    expect(decodeCsvBytes(new TextEncoder().encode('sku;qty')).encoding).toBe('utf-8');
  });
});

describe('looksLikeText', () => {
  it.each<[string, number[], boolean]>([
    ['text with tabs and CRLF', [0x41, 0x09, 0x42, 0x0d, 0x0a], true],
    ['a DOS end-of-file mark', [0x41, 0x1a], true],
    ['Windows-1252 letters', [0xe9, 0x80], true],
    ['a NUL byte', [0x41, 0x00], false],
    ['a zip (xlsx) header', [0x50, 0x4b, 0x03, 0x04, 0x14], false],
  ])('%s → %s', (_, bytes, expected) => {
    expect(looksLikeText(new Uint8Array(bytes))).toBe(expected);
  });
});

describe('hasNulByte', () => {
  it('finds the NUL bytes of a binary file, none in text', () => {
    expect(hasNulByte(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00]))).toBe(true);
    expect(hasNulByte(new TextEncoder().encode('sku;qty\nA;1'))).toBe(false);
  });
});
