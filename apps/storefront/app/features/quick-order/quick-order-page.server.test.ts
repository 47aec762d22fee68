import { parseCsv, readImportRows } from '@vetshop/domain';
import { describe, expect, it } from 'vitest';
import { parsePastedRows } from './pad-text';
import { rowsAsCsv } from './quick-order-page.server';

describe('the list posted without JavaScript, as the CSV import reads it', () => {
  it('gives every line its code and quantity (an empty quantity is one), quotes and separators kept inside cells', () => {
    const rows = parsePastedRows('VS-000004-1;2\n1234567\t3\n5412345678908\nA"B;1\n');
    const read = readImportRows(parseCsv(rowsAsCsv(rows)).records);
    expect(read).toEqual({
      ok: true,
      rows: [
        { row: 2, kind: 'any', code: 'VS-000004-1', qtyText: '2', optionsText: '' },
        { row: 3, kind: 'any', code: '1234567', qtyText: '3', optionsText: '' },
        { row: 4, kind: 'any', code: '5412345678908', qtyText: '1', optionsText: '' },
        { row: 5, kind: 'any', code: 'A"B', qtyText: '1', optionsText: '' },
      ],
    });
  });
});
