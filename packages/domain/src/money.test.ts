import { describe, expect, it } from 'vitest';
import {
  applyDiscounts,
  centsToEuros,
  divRoundHalfAwayFromZero,
  effectiveDiscountBp,
  formatMoney,
  multiplyCents,
  percentOf,
  sumCents,
  toCents,
} from './money';

describe('toCents', () => {
  it.each([
    ['12.34', 1234],
    [12.34, 1234],
    ['0.1', 10],
    [0.1 + 0.2, 30], // 0.30000000000000004 must not become 31 nor stay fractional
    ['1.005', 101],
    [1.005, 101], // read as the decimal "1.005", not as the binary 1.00499999…
    ['1.004', 100],
    ['-1.005', -101], // half away from zero, not half up
    ['-1.004', -100],
    ['10', 1000],
    ['.5', 50],
    ['7.', 700],
    ['+3.999', 400],
    ['  42.10 ', 4210],
    ['1e2', 10000],
    ['1.2345e2', 12345],
    [1e-7, 0],
    ['-0.001', 0],
    ['0.0049999', 0],
    ['0.005', 1],
    [19.99, 1999],
    [1.15, 115],
    [4.35, 435],
    ['90071992547409.91', 9007199254740991],
  ])('%j → %i', (input, expected) => {
    expect(toCents(input)).toBe(expected);
  });

  it('never returns -0', () => {
    expect(Object.is(toCents('-0.001'), 0)).toBe(true);
    expect(Object.is(toCents(-0), 0)).toBe(true);
  });

  it.each(['', 'abc', '12,34', '1.2.3', '€5', '.', 'e5'])('rejects %j', (input) => {
    expect(() => toCents(input)).toThrow(RangeError);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 1e300])('rejects %d', (input) => {
    expect(() => toCents(input)).toThrow(RangeError);
  });

  it('rejects amounts beyond the safe integer range and absurd exponents quickly', () => {
    expect(() => toCents('90071992547409.92')).toThrow(RangeError);
    expect(() => toCents('1e999999999')).toThrow(RangeError);
    expect(toCents('1e-999999999')).toBe(0);
  });
});

describe('centsToEuros', () => {
  it.each([
    [1234, 12.34],
    [1, 0.01],
    [-1050, -10.5],
    [0, 0],
    [1710, 17.1],
  ])('%i → %d', (cents, euros) => {
    expect(centsToEuros(cents)).toBe(euros);
  });

  it('serialises with at most 2 decimals for every cent value of a euro', () => {
    for (let c = 0; c < 100_000; c += 1) {
      expect(JSON.stringify(centsToEuros(c))).toMatch(/^\d+(\.\d{1,2})?$/);
    }
  });

  it('round-trips through toCents', () => {
    for (const c of [0, 1, 99, 101, 1005, 123456789, -4321]) expect(toCents(centsToEuros(c))).toBe(c);
  });

  it('refuses non-integer cents', () => {
    expect(() => centsToEuros(12.5)).toThrow(RangeError);
  });
});

describe('applyDiscounts', () => {
  it.each([
    [10_000, [1000, 500], 8550],
    [2000, [1000, 500], 1710], // spec: 20.00 €, -10 %, -5 % → 17.10 €
    [2000, [], 2000],
    [2000, [0, 0], 2000],
    [2000, [10_000], 0],
    [999, [1250], 874], // 874.125 → 874
    [1, [5000], 1], // 0.5 → 1 (half away from zero)
    [-1, [5000], -1], // -0.5 → -1
    [3, [5000], 2], // 1.5 → 2
    [1235, [1000, 1000, 1000], 900], // 900.315 rounded once; rounding per step would give 901
  ])('%i with %j → %i', (cents, bps, expected) => {
    expect(applyDiscounts(cents, ...bps)).toBe(expected);
  });

  it('rounds once at the end, not after each step', () => {
    // Per-step: 15 → 13.5→14 → 12.6→13 ; exact: 15 × 0.9 × 0.9 = 12.15 → 12
    expect(applyDiscounts(15, 1000, 1000)).toBe(12);
  });

  it('stays exact where the intermediate product exceeds 2^53', () => {
    // 9e12 × 9999³ ≈ 9e24; exactly 9e12 × 0.999700029999 = 8 997 300 269 991
    expect(applyDiscounts(9_000_000_000_000, 1, 1, 1)).toBe(8_997_300_269_991);
    // A true tie far above 2^32: 4 503 599 627 370.5 → away from zero
    expect(applyDiscounts(9_007_199_254_741, 5000)).toBe(4_503_599_627_371);
    expect(applyDiscounts(-9_007_199_254_741, 5000)).toBe(-4_503_599_627_371);
  });

  it.each([[-1], [10_001], [12.5]])('rejects the discount %d bp', (bp) => {
    expect(() => applyDiscounts(1000, bp)).toThrow(RangeError);
  });
});

describe('percentOf, sumCents, multiplyCents', () => {
  it.each([
    [10_000, 2100, 2100],
    [1050, 2100, 221], // 220.5 → 221
    [-1050, 2100, -221],
    [1999, 600, 120], // 119.94
    [0, 5000, 0],
  ])('percentOf(%i, %i) = %i', (cents, bp, expected) => {
    expect(percentOf(cents, bp)).toBe(expected);
  });

  it('sums exactly and rejects fractions', () => {
    expect(sumCents([1, 2, 3, 1050])).toBe(1056);
    expect(sumCents([])).toBe(0);
    expect(() => sumCents([1, 0.5])).toThrow(RangeError);
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });

  it('multiplies a unit price by an integer quantity', () => {
    expect(multiplyCents(1710, 25)).toBe(42_750);
    expect(multiplyCents(1710, -2)).toBe(-3420);
    expect(() => multiplyCents(1710, 1.5)).toThrow(RangeError);
    expect(() => multiplyCents(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it.each([
    [123_456_750, 'fr', '1\u202f234\u202f567,50\u00a0€'],
    [1050, 'fr', '10,50\u00a0€'],
    [1050, 'nl', '€\u00a010,50'],
    [1050, 'en', '€10.50'],
    [-5, 'en', '-€0.05'],
    [0, 'fr', '0,00\u00a0€'],
  ] as const)('%i in %s → %j', (cents, locale, expected) => {
    expect(formatMoney(cents, locale)).toBe(expected);
  });
});

describe('effectiveDiscountBp', () => {
  it.each([
    [2000, 1710, 1450],
    [10_000, 8550, 1450],
    [300, 299, 33], // 33.33 bp
    [200, 199, 50],
    [3, 1, 6667], // 6666.67
    [2000, 2000, 0],
    [0, 0, 0],
    [1000, 1100, -1000], // a surcharge shows as negative, never hidden
  ])('gross %i, net %i → %i bp', (gross, net, expected) => {
    expect(effectiveDiscountBp(gross, net)).toBe(expected);
  });
});

describe('divRoundHalfAwayFromZero', () => {
  it.each([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [4n, 3n, 1n],
    [-4n, 3n, -1n],
    [0n, 7n, 0n],
  ])('%s / %s → %s', (n, d, expected) => {
    expect(divRoundHalfAwayFromZero(n, d)).toBe(expected);
  });

  it('refuses a non-positive denominator', () => {
    expect(() => divRoundHalfAwayFromZero(1n, 0n)).toThrow(RangeError);
  });
});
