import { describe, expect, it } from 'vitest';
import { shownDiscountBp } from './discount-display';

describe('shownDiscountBp', () => {
  it('drops the decimals that do not change the net price', () => {
    // 12.45 € at 15 % is 10.5825 → 10.58 €: the stored 15.02 % (net/gross) is shown 15 %.
    expect(shownDiscountBp(1502, { grossCents: 1245, netCents: 1058 })).toBe(1500);
    expect(shownDiscountBp(396, { grossCents: 1005, netCents: 965 })).toBe(400);
  });

  it('keeps the decimals the cents need', () => {
    expect(shownDiscountBp(398, { grossCents: 10_000, netCents: 9602 })).toBe(398);
    expect(shownDiscountBp(1250, { grossCents: 2000, netCents: 1750 })).toBe(1250);
  });

  it('without prices, rounds only what is within 0.05 point', () => {
    expect(shownDiscountBp(398)).toBe(400);
    expect(shownDiscountBp(1250)).toBe(1250);
    expect(shownDiscountBp(1000)).toBe(1000);
  });
});
