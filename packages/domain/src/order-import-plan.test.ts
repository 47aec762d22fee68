import { describe, expect, it } from 'vitest';
import type { SaleFacts } from './cart-sync-plan';
import { MAX_LINE_QTY } from './constants';
import { parseCsv } from './csv-text';
import {
  findImportColumns,
  importLookupCodes,
  planOrderImport,
  readImportQty,
  readImportRows,
  type ImportRow,
  type ImportVariant,
  type OrderImportInput,
} from './order-import-plan';

const sellable: SaleFacts = {
  variantActive: true,
  productActive: true,
  notSoldOnWebsite: false,
  veterinaryOnly: false,
  orderMode: 'direct',
};
const variant = (
  id: number,
  sku: string,
  facts: Partial<SaleFacts> = {},
  codes: Partial<ImportVariant> = {},
) => ({
  id,
  sku,
  cnkCode: null,
  barcode: null,
  facts: { ...sellable, ...facts },
  ...codes,
});
const VARIANTS: ImportVariant[] = [
  variant(1, 'VS-000001-1', {}, { cnkCode: '0123456', barcode: '5412345678908' }),
  variant(2, 'VS-000002-1'),
  variant(3, 'VS-QUOTE', { orderMode: 'quotation' }),
  variant(4, 'VS-OFFLINE', { notSoldOnWebsite: true }),
  variant(5, 'VS-VET', { veterinaryOnly: true }),
  variant(6, 'VS-GONE', { productActive: false }),
];
const row = (
  n: number,
  code: string,
  qtyText: string,
  kind: ImportRow['kind'] = 'sku',
  optionsText = '',
) => ({
  row: n,
  kind: code === '' ? null : kind,
  code,
  qtyText,
  optionsText,
});
const plan = (rows: ImportRow[], over: Partial<OrderImportInput> = {}) =>
  planOrderImport({
    rows,
    variants: VARIANTS,
    role: 'veterinary',
    canOrder: true,
    maxLineQty: MAX_LINE_QTY,
    ...over,
  });

describe('findImportColumns', () => {
  it.each<[string, string[], object]>([
    ['English', ['SKU', 'Quantity'], { codes: [{ index: 0, kind: 'sku' }], qty: 1, options: null }],
    [
      'French with accents',
      ['Référence', 'Quantité', 'Options'],
      { codes: [{ index: 0, kind: 'sku' }], qty: 1, options: 2 },
    ],
    ['Dutch', ['Aantal', 'Artikelnummer'], { codes: [{ index: 1, kind: 'sku' }], qty: 0, options: null }],
    [
      'CNK and barcode',
      ['Code CNK', 'Code-barres', 'Qté'],
      {
        codes: [
          { index: 0, kind: 'cnk' },
          { index: 1, kind: 'barcode' },
        ],
        qty: 2,
        options: null,
      },
    ],
    ['EAN and qty', ['EAN', 'qty'], { codes: [{ index: 0, kind: 'barcode' }], qty: 1, options: null }],
    ['a plain "code"', ['Code', 'Nombre'], { codes: [{ index: 0, kind: 'any' }], qty: 1, options: null }],
  ])('%s', (_, header, columns) => {
    expect(findImportColumns(header)).toEqual({ ok: true, columns });
  });

  it('names the columns it lacks', () => {
    expect(findImportColumns(['Name', 'Price'])).toEqual({ ok: false, missing: ['code', 'quantity'] });
    expect(findImportColumns(['SKU', 'Price'])).toEqual({ ok: false, missing: ['quantity'] });
  });
});

describe('readImportRows', () => {
  it('reads each data row with its spreadsheet number; the first filled code column wins', () => {
    const { records } = parseCsv('CNK;EAN;Quantité\r\n0123456;;2\r\n;5412345678908;3\r\n\r\n;;4\r\n');
    expect(readImportRows(records)).toEqual({
      ok: true,
      rows: [
        { row: 2, kind: 'cnk', code: '0123456', qtyText: '2', optionsText: '' },
        { row: 3, kind: 'barcode', code: '5412345678908', qtyText: '3', optionsText: '' },
        { row: 5, kind: null, code: '', qtyText: '4', optionsText: '' },
      ],
    });
  });

  it.each<[string, string, object]>([
    ['only a header', 'sku;qty\n', { ok: false, error: 'file_empty' }],
    ['nothing', '', { ok: false, error: 'file_empty' }],
    [
      'no known column',
      'name;price\nx;1',
      { ok: false, error: 'columns_missing', missing: ['code', 'quantity'] },
    ],
    ['too many rows', 'sku;qty\nA;1\nB;1\nC;1', { ok: false, error: 'too_many_rows' }],
  ])('refuses a file with %s', (_, text, expected) => {
    expect(readImportRows(parseCsv(text).records, 2)).toEqual(expected);
  });
});

describe('readImportQty', () => {
  it.each<[string, number | null]>([
    ['3', 3],
    [' +3 ', 3],
    ['3,00', 3],
    ['3.0', 3],
    ['1 000', 1000],
    ['0', 0],
    ['-2', null],
    ['2.5', null],
    ['2,5', null],
    ['abc', null],
    ['', null],
    ['99999999999999999999', null],
  ])('%j → %j', (text, expected) => {
    expect(readImportQty(text)).toBe(expected);
  });
});

describe('importLookupCodes', () => {
  it('lists the codes by the columns they may match, normalised, once each', () => {
    expect(
      importLookupCodes([
        row(2, 'vs-000001-1', '1'),
        row(3, 'VS-000001-1', '1'),
        row(4, '123456', '1', 'cnk'),
        row(5, '5 412345 678908', '1', 'barcode'),
        row(6, '0123456', '1', 'any'),
        row(7, '', '1'),
      ]),
    ).toEqual({
      skus: ['VS-000001-1', '0123456'],
      cnks: ['0123456'],
      barcodes: ['5412345678908'],
    });
  });
});

describe('planOrderImport', () => {
  it.each<[string, ImportRow, object]>([
    [
      'a known SKU, any case',
      row(2, 'vs-000002-1', '4'),
      { status: 'added', reason: null, productId: 2, qty: 4 },
    ],
    ['a CNK without its leading zero', row(2, '123456', '1', 'cnk'), { status: 'added', productId: 1 }],
    ['a barcode with spaces', row(2, '5 412345 678908', '1', 'barcode'), { status: 'added', productId: 1 }],
    ['a plain code matching a CNK', row(2, '0123456', '1', 'any'), { status: 'added', productId: 1 }],
    ['no code', row(2, '', '1'), { status: 'skipped', reason: 'code_missing', productId: null }],
    ['an unknown code', row(2, 'NOPE', '1'), { status: 'skipped', reason: 'code_unknown', productId: null }],
    ['a product no longer sold', row(2, 'VS-GONE', '1'), { status: 'skipped', reason: 'code_unknown' }],
    ['a quantity of 0', row(2, 'VS-000002-1', '0'), { status: 'skipped', reason: 'qty_invalid', qty: 0 }],
    [
      'a negative quantity',
      row(2, 'VS-000002-1', '-1'),
      { status: 'skipped', reason: 'qty_invalid', qty: null },
    ],
    ['a decimal quantity', row(2, 'VS-000002-1', '1,5'), { status: 'skipped', reason: 'qty_invalid' }],
    ['no quantity', row(2, 'VS-000002-1', ''), { status: 'skipped', reason: 'qty_invalid' }],
    [
      'above the line maximum',
      row(2, 'VS-000002-1', String(MAX_LINE_QTY + 1)),
      { status: 'skipped', reason: 'qty_too_large' },
    ],
    [
      'unreadable options',
      row(2, 'VS-000002-1', '1', 'sku', '{oops'),
      { status: 'skipped', reason: 'options_invalid' },
    ],
    [
      'options that are not an object',
      row(2, 'VS-000002-1', '1', 'sku', '[1]'),
      { status: 'skipped', reason: 'options_invalid' },
    ],
    [
      'quotation only',
      row(2, 'VS-QUOTE', '1'),
      { status: 'skipped', reason: 'product_quotation_only', productId: 3 },
    ],
    [
      'not sold on the website',
      row(2, 'VS-OFFLINE', '1'),
      { status: 'skipped', reason: 'product_not_sold_online' },
    ],
  ])('%s', (_, r, expected) => {
    expect(plan([r]).rows[0]).toMatchObject(expected);
  });

  it('refuses a veterinary-only product to a pharmacist, not to a vet', () => {
    expect(plan([row(2, 'VS-VET', '1')], { role: 'pharmacist' }).rows[0]).toMatchObject({
      status: 'skipped',
      reason: 'product_veterinary_only',
    });
    expect(plan([row(2, 'VS-VET', '1')]).rows[0]).toMatchObject({ status: 'added' });
  });

  it('skips every row of a buyer who may not order', () => {
    const p = plan([row(2, 'VS-000002-1', '1'), row(3, 'NOPE', '1')], { canOrder: false });
    expect(p.rows.map((r) => r.reason)).toEqual(['customer_cannot_order', 'code_unknown']);
    expect(p.lines).toEqual([]);
  });

  it('merges the rows of one product and options, adding quantities and listing the rows', () => {
    const p = plan([
      row(2, 'VS-000001-1', '2'),
      row(3, 'VS-000002-1', '1'),
      row(4, '0123456', '3', 'cnk'),
      row(5, 'VS-000001-1', '1', 'sku', '{"mto_confirmed":true}'),
      row(6, '5412345678908', '5', 'barcode'),
    ]);
    expect(p.rows.map((r) => [r.row, r.status, r.mergedInto])).toEqual([
      [2, 'added', null],
      [3, 'added', null],
      [4, 'merged', 2],
      [5, 'added', null],
      [6, 'merged', 2],
    ]);
    expect(p.lines).toEqual([
      { productId: 1, qty: 10, options: null, rows: [2, 4, 6] },
      { productId: 2, qty: 1, options: null, rows: [3] },
      { productId: 1, qty: 1, options: { mto_confirmed: true }, rows: [5] },
    ]);
  });

  it('skips the row that would take a merged line above the maximum, keeping the others', () => {
    const p = plan([row(2, 'VS-000002-1', '6'), row(3, 'VS-000002-1', '5'), row(4, 'VS-000002-1', '4')], {
      maxLineQty: 10,
    });
    expect(p.rows.map((r) => [r.status, r.reason])).toEqual([
      ['added', null],
      ['skipped', 'qty_too_large'],
      ['merged', null],
    ]);
    expect(p.lines).toEqual([{ productId: 2, qty: 10, options: null, rows: [2, 4] }]);
  });

  it('picks the lowest id when a CNK names several variants, every time', () => {
    const variants = [
      variant(9, 'B', {}, { cnkCode: '7777777' }),
      variant(8, 'A', {}, { cnkCode: '7777777' }),
    ];
    expect(plan([row(2, '7777777', '1', 'cnk')], { variants }).lines[0]?.productId).toBe(8);
  });
});
