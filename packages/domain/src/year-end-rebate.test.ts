import { describe, expect, it } from 'vitest';
import { rebateRate, sortedTiers, yearEndRebate, type RebateTier } from './year-end-rebate';

const TIERS: RebateTier[] = [
  { fromCents: 2_500_000, rateBp: 200 },
  { fromCents: 1_000_000, rateBp: 100 },
  { fromCents: 5_000_000, rateBp: 300 },
];

describe('rebateRate', () => {
  it.each([
    [0, 0],
    [999_999, 0],
    [1_000_000, 100],
    [2_499_999, 100],
    [2_500_000, 200],
    [5_000_000, 300],
    [90_000_000, 300],
  ])('purchases of %i cents earn %i bp', (amount, rate) => {
    expect(rebateRate(TIERS, amount)).toBe(rate);
  });
});

describe('yearEndRebate', () => {
  it.each([
    // acquired, pending → accrued, potential, rate, next tier (from, missing)
    { acquired: 0, pending: 0, accrued: 0, potential: 0, rate: 0, next: [1_000_000, 1_000_000] },
    {
      acquired: 800_000,
      pending: 300_000,
      accrued: 0,
      potential: 11_000,
      rate: 0,
      next: [1_000_000, 200_000],
    },
    {
      acquired: 1_234_567,
      pending: 0,
      accrued: 12_346,
      potential: 12_346,
      rate: 100,
      next: [2_500_000, 1_265_433],
    },
    {
      acquired: 2_400_000,
      pending: 200_000,
      accrued: 24_000,
      potential: 52_000,
      rate: 100,
      next: [2_500_000, 100_000],
    },
    { acquired: 6_000_000, pending: 100, accrued: 180_000, potential: 180_003, rate: 300, next: null },
  ])('$acquired acquired + $pending pending', ({ acquired, pending, accrued, potential, rate, next }) => {
    const r = yearEndRebate(TIERS, acquired, pending);
    expect(r.totalAcquiredCents).toBe(acquired);
    expect(r.pendingOrderCents).toBe(pending);
    expect(r.accruedCents).toBe(accrued);
    expect(r.potentialCents).toBe(potential);
    expect(r.rateBp).toBe(rate);
    expect(r.next ? [r.next.fromCents, r.next.missingCents] : null).toEqual(next);
    expect(r.minCents).toBe(1_000_000);
    expect(r.maxCents).toBe(5_000_000);
  });

  it('counts a negative balance (credits above purchases) as nothing acquired', () => {
    const r = yearEndRebate(TIERS, -5000, -1);
    expect(r).toMatchObject({
      totalAcquiredCents: 0,
      pendingOrderCents: 0,
      accruedCents: 0,
      potentialCents: 0,
    });
  });

  it('earns nothing without tiers and has no bounds', () => {
    expect(yearEndRebate([], 1_000_000, 10)).toMatchObject({
      minCents: null,
      maxCents: null,
      accruedCents: 0,
      potentialCents: 0,
      next: null,
    });
  });
});

describe('sortedTiers', () => {
  it('orders by threshold, drops zero rates and tiers that would lower the rate, keeps the best of a tie', () => {
    expect(
      sortedTiers([
        { fromCents: 300, rateBp: 150 },
        { fromCents: 100, rateBp: 100 },
        { fromCents: 200, rateBp: 0 },
        { fromCents: 400, rateBp: 120 },
        { fromCents: 100, rateBp: 110 },
      ]),
    ).toEqual([
      { fromCents: 100, rateBp: 110 },
      { fromCents: 300, rateBp: 150 },
    ]);
  });
});
