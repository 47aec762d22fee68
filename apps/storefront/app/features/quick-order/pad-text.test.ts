import { describe, expect, it } from 'vitest';
import { isMultiRowPaste, looksLikeCode, PAD_MAX_ROWS, padQty, parsePastedRows } from './pad-text';

describe('parsePastedRows', () => {
  it('reads two columns copied from a spreadsheet (tabs, CRLF) and from a text file (semicolons)', () => {
    expect(parsePastedRows('VS-000004-1\t3\r\n1234567\t12\r\n5412345678908\t1\r\n')).toEqual([
      { code: 'VS-000004-1', qty: '3' },
      { code: '1234567', qty: '12' },
      { code: '5412345678908', qty: '1' },
    ]);
    expect(parsePastedRows('A-1;2\nB-2 ; 5\n')).toEqual([
      { code: 'A-1', qty: '2' },
      { code: 'B-2', qty: '5' },
    ]);
  });

  it('drops empty lines and a header line, keeps a code alone, unquotes cells', () => {
    expect(parsePastedRows('Code;Quantité\n\n"A-1";"2"\nB-2\n  \n')).toEqual([
      { code: 'A-1', qty: '2' },
      { code: 'B-2', qty: '' },
    ]);
  });

  it('keeps a first line whose quantity is a number (no header) and reads commas when nothing else separates', () => {
    expect(parsePastedRows('A-1,2\nB-2,3')).toEqual([
      { code: 'A-1', qty: '2' },
      { code: 'B-2', qty: '3' },
    ]);
    // A wrong quantity on the first line is not a header when the second line has none either.
    expect(parsePastedRows('A-1;deux\nB-2;trois')).toHaveLength(2);
  });

  it(`cuts a paste longer than the pad (${PAD_MAX_ROWS} rows)`, () => {
    const text = Array.from({ length: PAD_MAX_ROWS + 20 }, (_, i) => `C${i};1`).join('\n');
    expect(parsePastedRows(text)).toHaveLength(PAD_MAX_ROWS);
  });
});

describe('isMultiRowPaste', () => {
  it('is a block when it holds a line break, a tab or a semicolon; one code otherwise', () => {
    expect(isMultiRowPaste('A-1\nB-2')).toBe(true);
    expect(isMultiRowPaste('A-1\t2')).toBe(true);
    expect(isMultiRowPaste('A-1;2')).toBe(true);
    expect(isMultiRowPaste('  5412345678908\n')).toBe(false);
    expect(isMultiRowPaste('Carprolis 50 mg')).toBe(false);
  });
});

describe('padQty', () => {
  it.each<[string, number | null]>([
    ['', 1],
    ['  ', 1],
    ['3', 3],
    ['3,00', 3],
    ['+2', 2],
    ['100000', 100_000],
    ['100001', null],
    ['0', null],
    ['-1', null],
    ['deux', null],
    ['1.5', null],
  ])('%j → %j', (text, expected) => {
    expect(padQty(text)).toBe(expected);
  });
});

describe('looksLikeCode', () => {
  it.each<[string, boolean]>([
    ['VS-000004-1', true],
    ['1234567', true],
    ['5412345678908', true],
    ['Carprolis', false],
    ['Carprolis 50 mg', false],
    ['', false],
  ])('%j → %j', (text, expected) => {
    expect(looksLikeCode(text)).toBe(expected);
  });
});
