import { describe, expect, it } from 'vitest';
import { carrierPrice, computeTotals } from './totals';

const standard = { priceCents: 750, freeOverCents: 15_000 };

describe('computeTotals', () => {
  it('charges the low-order fee and delivery under 150 €, with VAT per line rate and 21 % on services', () => {
    const t = computeTotals(
      [
        { qty: 2, unitPriceCents: 1200, amountCents: 2304, vatRateBp: 600 }, // 2 × 11.52 at 6 %
        { qty: 10, unitPriceCents: 395, amountCents: 3950, vatRateBp: 2100 }, // 10 × 3.95 at 21 %
      ],
      standard,
      0,
    );
    expect(t.goodsCents).toBe(6254);
    expect(t.deliveryCents).toBe(750);
    expect(t.feeCents).toBe(1050);
    expect(t.feeMissingCents).toBe(15_000 - 6254);
    expect(t.lineTaxCents).toEqual([138, 830]); // 23.04 × 6 % = 1.3824 → 1.38; 39.50 × 21 % = 8.295 → 8.30
    expect(t.deliveryTaxCents).toBe(158); // 7.50 × 21 % = 1.575 → 1.58
    expect(t.feeTaxCents).toBe(221); // 10.50 × 21 % = 2.205 → 2.21
    expect(t.untaxedCents).toBe(6254 + 750 + 1050);
    expect(t.taxCents).toBe(138 + 830 + 158 + 221);
    expect(t.totalCents).toBe(t.untaxedCents + t.taxCents);
    expect(t.discountCents).toBe(2400 + 3950 - 6254);
    expect(t.withoutDiscountCents).toBe(t.untaxedCents + t.discountCents);
  });

  it('drops the fee when undelivered orders bring the total to 150 €, and delivery is free from 150 €', () => {
    const small = [{ qty: 1, unitPriceCents: 5000, amountCents: 5000, vatRateBp: 600 }];
    expect(computeTotals(small, standard, 10_000).feeCents).toBe(0);
    expect(computeTotals(small, standard, 9_999).feeCents).toBe(1050);
    const big = [{ qty: 1, unitPriceCents: 15_000, amountCents: 15_000, vatRateBp: 600 }];
    const t = computeTotals(big, standard, 0);
    expect(t.feeCents).toBe(0);
    expect(t.deliveryCents).toBe(0);
  });

  it('an empty cart costs nothing', () => {
    const t = computeTotals([], standard, 0);
    expect(t.totalCents).toBe(0);
    expect(t.deliveryCents).toBe(0);
    expect(t.feeCents).toBe(0);
  });

  it('carrierPrice: no carrier is free, a carrier without threshold always charges', () => {
    expect(carrierPrice(null, 100)).toBe(0);
    expect(carrierPrice(standard, 1)).toBe(750);
    expect(carrierPrice({ priceCents: 1490, freeOverCents: null }, 1_000_000)).toBe(1490);
  });
});
