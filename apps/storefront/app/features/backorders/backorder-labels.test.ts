import { describe, expect, it } from 'vitest';
import { parseCancelQuantity } from './backorder-labels';

describe('parseCancelQuantity (between 1 and the backorder)', () => {
  it.each([
    ['1', 5, 1],
    [' 5 ', 5, 5],
    ['6', 5, null],
    ['0', 5, null],
    ['-1', 5, null],
    ['2.5', 5, null],
    ['', 5, null],
    ['deux', 5, null],
    [null, 5, null],
  ])('%j of at most %i → %s', (raw, max, expected) => {
    expect(parseCancelQuantity(raw, max)).toBe(expected);
  });
});
