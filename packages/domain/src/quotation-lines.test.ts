import { describe, expect, it } from 'vitest';
import { MAX_LINE_QTY } from './constants';
import {
  isQuotationQuantity,
  isQuotationRefTaken,
  planAddLine,
  planLinesUpdate,
  planNewLines,
  planUpdateLine,
  QUOTATION_MAX_LINES,
  quotationRefKey,
  quotedLineAmount,
} from './quotation-lines';

const lines = [
  { id: 1, productId: 10, quantity: 2, sequence: 1 },
  { id: 2, productId: 20, quantity: 1, sequence: 5 },
];

describe('isQuotationQuantity', () => {
  it.each([
    [1, true],
    [MAX_LINE_QTY, true],
    [0, false],
    [-1, false],
    [1.5, false],
    [MAX_LINE_QTY + 1, false],
    ['2', false],
  ] as const)('%j → %s', (qty, expected) => {
    expect(isQuotationQuantity(qty)).toBe(expected);
  });
});

describe('planAddLine', () => {
  it('adds after the last line with quantity 1 by default (spec §9)', () => {
    expect(planAddLine(lines, 30)).toEqual({ ok: true, line: { productId: 30, quantity: 1, sequence: 6 } });
  });
  it('keeps a given quantity', () => {
    expect(planAddLine([], 30, 4)).toEqual({ ok: true, line: { productId: 30, quantity: 4, sequence: 1 } });
  });
  it('refuses a product already present (spec §5), never merges', () => {
    expect(planAddLine(lines, 20, 3)).toEqual({
      ok: false,
      refusal: { code: 'duplicate_line', productId: 20 },
    });
  });
  it('refuses a quantity out of bounds', () => {
    expect(planAddLine(lines, 30, 0)).toEqual({
      ok: false,
      refusal: { code: 'invalid_quantity', quantity: 0 },
    });
  });
  it('refuses a line past the limit', () => {
    const full = Array.from({ length: QUOTATION_MAX_LINES }, (_, i) => ({
      productId: i + 1000,
      sequence: i,
    }));
    expect(planAddLine(full, 1)).toEqual({
      ok: false,
      refusal: { code: 'too_many_lines', max: QUOTATION_MAX_LINES },
    });
  });
});

describe('planNewLines', () => {
  it('numbers the lines and defaults quantities to 1', () => {
    expect(planNewLines([{ productId: 1 }, { productId: 2, quantity: 3 }])).toEqual({
      ok: true,
      lines: [
        { productId: 1, quantity: 1, sequence: 1 },
        { productId: 2, quantity: 3, sequence: 2 },
      ],
    });
  });
  it('refuses a product twice', () => {
    expect(planNewLines([{ productId: 1 }, { productId: 1 }])).toEqual({
      ok: false,
      refusal: { code: 'duplicate_line', productId: 1 },
    });
  });
});

describe('planLinesUpdate', () => {
  it('updates, inserts and removes to match the request', () => {
    expect(
      planLinesUpdate(lines, [
        { id: 2, productId: 20, quantity: 3 },
        { productId: 30, quantity: 1 },
      ]),
    ).toEqual({
      ok: true,
      plan: {
        update: [{ id: 2, productId: 20, quantity: 3, sequence: 1 }],
        insert: [{ productId: 30, quantity: 1, sequence: 2 }],
        remove: [1],
      },
    });
  });
  it('leaves unchanged lines alone', () => {
    expect(
      planLinesUpdate(lines, [
        { id: 1, productId: 10, quantity: 2, sequence: 1 },
        { id: 2, productId: 20, quantity: 1, sequence: 5 },
      ]),
    ).toEqual({ ok: true, plan: { update: [], insert: [], remove: [] } });
  });
  it.each([
    [
      [
        { productId: 10, quantity: 1 },
        { productId: 10, quantity: 2 },
      ],
      { code: 'duplicate_line', productId: 10 },
    ],
    [[{ id: 99, productId: 10, quantity: 1 }], { code: 'line_not_found', lineId: 99 }],
    [
      [
        { id: 1, productId: 10, quantity: 1 },
        { id: 1, productId: 11, quantity: 1 },
      ],
      { code: 'line_not_found', lineId: 1 },
    ],
    [[{ id: 1, productId: 10, quantity: 0 }], { code: 'invalid_quantity', quantity: 0 }],
  ])('refuses %j', (requested, refusal) => {
    expect(planLinesUpdate(lines, requested)).toEqual({ ok: false, refusal });
  });
});

describe('planUpdateLine', () => {
  it('changes quantity and keeps the place', () => {
    expect(planUpdateLine(lines, { id: 1, productId: 10, quantity: 7 })).toEqual({
      ok: true,
      line: { id: 1, productId: 10, quantity: 7, sequence: 1 },
    });
  });
  it("refuses another line's product", () => {
    expect(planUpdateLine(lines, { id: 1, productId: 20, quantity: 1 })).toEqual({
      ok: false,
      refusal: { code: 'duplicate_line', productId: 20 },
    });
  });
  it('refuses an unknown line', () => {
    expect(planUpdateLine(lines, { id: 3, productId: 10, quantity: 1 })).toEqual({
      ok: false,
      refusal: { code: 'line_not_found', lineId: 3 },
    });
  });
});

describe('quotedLineAmount', () => {
  it.each([
    [1000, 0, 3, 3000],
    [1000, 1250, 3, 2625],
    [999, 3333, 1, 666],
    [1000, 10_000, 2, 0],
  ])('%i cents less %i bp × %i = %i', (unit, bp, qty, expected) => {
    expect(quotedLineAmount(unit, bp, qty)).toBe(expected);
  });
});

describe('quotation reference uniqueness', () => {
  const others = [
    { id: 1, clientOrderRef: 'PO-12', state: 'draft' },
    { id: 2, clientOrderRef: 'Old', state: 'cancel' },
  ];
  it('ignores case and spaces', () => {
    expect(quotationRefKey('  Po-12 ')).toBe('po-12');
    expect(isQuotationRefTaken(' po-12', others)).toBe(true);
  });
  it('an empty reference is never taken', () => {
    expect(quotationRefKey('  ')).toBeNull();
    expect(isQuotationRefTaken('', [{ id: 1, clientOrderRef: '', state: 'draft' }])).toBe(false);
  });
  it('a cancelled quotation frees its reference', () => {
    expect(isQuotationRefTaken('old', others)).toBe(false);
  });
  it('the quotation itself does not count', () => {
    expect(isQuotationRefTaken('PO-12', others, 1)).toBe(false);
  });
});
