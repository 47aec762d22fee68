import { describe, expect, it } from 'vitest';
import { lineAvailability } from './line-messages';
import { MAX_LINE_QTY, parseQuantity, stepQuantity } from './quantity';

describe('parseQuantity', () => {
  it('accepts whole numbers from 0 to the maximum, spaces around ignored', () => {
    expect(parseQuantity('3')).toEqual({ ok: true, qty: 3 });
    expect(parseQuantity(' 12 ')).toEqual({ ok: true, qty: 12 });
    expect(parseQuantity('0')).toEqual({ ok: true, qty: 0 });
    expect(parseQuantity('007')).toEqual({ ok: true, qty: 7 });
    expect(parseQuantity(String(MAX_LINE_QTY))).toEqual({ ok: true, qty: MAX_LINE_QTY });
  });

  it('refuses what is not a whole number, never rounding it', () => {
    expect(parseQuantity('')).toEqual({ ok: false, error: 'empty' });
    expect(parseQuantity('   ')).toEqual({ ok: false, error: 'empty' });
    for (const text of ['1.5', '1,5', '-2', '+2', 'abc', '2e3', '3 4'])
      expect(parseQuantity(text), text).toEqual({ ok: false, error: 'invalid' });
    expect(parseQuantity(String(MAX_LINE_QTY + 1))).toEqual({ ok: false, error: 'range' });
    expect(parseQuantity('99999999999999999999')).toEqual({ ok: false, error: 'range' });
  });

  it('steps by one within bounds', () => {
    expect(stepQuantity(2, 1)).toBe(3);
    expect(stepQuantity(1, -1)).toBe(0);
    expect(stepQuantity(0, -1)).toBe(0);
    expect(stepQuantity(MAX_LINE_QTY, 1)).toBe(MAX_LINE_QTY);
  });
});

describe('lineAvailability (spec doc 2 §8 line messages)', () => {
  it('tells the unavailable units while some are', () => {
    expect(lineAvailability({ qty_unavailable: 4, qty_unavailable_diff: 4 })).toEqual({
      kind: 'unavailable',
      qty: 4,
    });
    expect(lineAvailability({ qty_unavailable: 2, qty_unavailable_diff: -1 })).toEqual({
      kind: 'unavailable',
      qty: 2,
    });
    expect(lineAvailability({ qty_unavailable: 2, qty_unavailable_diff: 0 })).toEqual({
      kind: 'unavailable',
      qty: 2,
    });
  });

  it('says "available again" when the unavailable quantity went down to 0', () => {
    expect(lineAvailability({ qty_unavailable: 0, qty_unavailable_diff: -3 })).toEqual({
      kind: 'available_again',
    });
  });

  it('says nothing otherwise', () => {
    expect(lineAvailability({ qty_unavailable: 0, qty_unavailable_diff: 0 })).toBeNull();
    expect(lineAvailability(null)).toBeNull();
    expect(lineAvailability(undefined)).toBeNull();
  });
});
