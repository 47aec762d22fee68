import { describe, expect, it } from 'vitest';
import { compareC, topRows } from './memory-search';

describe('the "C" collation order', () => {
  it('orders by code point, as PostgreSQL compares UTF-8 bytes', () => {
    const words = ['b', 'a', 'ab', '', 'B', 'é', 'z', '\u{1F600}', '\uFF21', 'a b'];
    // UTF-8 byte order: '' < 'B' < 'a' < 'a b' < 'ab' < 'b' < 'z' < 'é' (C3 A9) < 'Ａ' (EF BC A1) < '😀' (F0 …).
    expect([...words].sort(compareC)).toEqual([
      '',
      'B',
      'a',
      'a b',
      'ab',
      'b',
      'z',
      'é',
      '\uFF21',
      '\u{1F600}',
    ]);
    // JavaScript's own order puts the surrogate pair before U+FF21.
    expect(['\uFF21', '\u{1F600}'].sort()).toEqual(['\u{1F600}', '\uFF21']);
    expect(compareC('abc', 'abc')).toBe(0);
  });
});

describe('the first rows of an order', () => {
  const byValue = (values: number[]) => (a: number, b: number) => values[a]! - values[b]! || a - b;

  it('keeps the k first rows of a long list, sorted, as a full sort would', () => {
    // A fixed pseudo-random list of 5,000 rows with many equal values (ties broken by row).
    const values = Array.from({ length: 5000 }, (_, i) => (i * 7919) % 613);
    const rows = Int32Array.from(values.keys());
    const order = byValue(values);
    const expected = [...rows].sort(order);
    for (const k of [1, 24, 240, 4999, 5000, 6000]) {
      expect(Array.from(topRows(rows, k, order))).toEqual(expected.slice(0, k));
    }
  });

  it('sorts a list shorter than k whole, and leaves the given list as it was', () => {
    const values = [5, 3, 9];
    const rows = Int32Array.from([0, 1, 2]);
    expect(Array.from(topRows(rows, 10, byValue(values)))).toEqual([1, 0, 2]);
    expect(Array.from(rows)).toEqual([0, 1, 2]);
  });
});
