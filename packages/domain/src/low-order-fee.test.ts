import { describe, expect, it } from 'vitest';
import {
  LOW_ORDER_FEE_CENTS,
  LOW_ORDER_THRESHOLD_CENTS,
  lowOrderFee,
  lowOrderFeeStatus,
} from './low-order-fee';

describe('low-order fee (150 € threshold, 10.50 € fee)', () => {
  it('uses the spec values', () => {
    expect(LOW_ORDER_THRESHOLD_CENTS).toBe(15_000);
    expect(LOW_ORDER_FEE_CENTS).toBe(1050);
  });

  it.each([
    // order, other undelivered orders, fee, missing
    [14_999, 0, 1050, 1],
    [15_000, 0, 0, 0], // reaching the threshold is enough
    [15_001, 0, 0, 0],
    [10_000, 4_999, 1050, 1],
    [10_000, 5_000, 0, 0], // the total before delivery reaches 150 €
    [100, 20_000, 0, 0],
    [5_000, 0, 1050, 10_000],
    [1, 0, 1050, 14_999],
    [0, 0, 0, 0], // no goods, no fee
    [10_000, -3_000, 1050, 5_000], // bad negative input cannot raise the fee's missing amount
  ])('order %i + undelivered %i → fee %i, missing %i', (order, undelivered, fee, missing) => {
    const input = { orderUntaxedCents: order, undeliveredOrdersUntaxedCents: undelivered };
    expect(lowOrderFee(input)).toBe(fee);
    expect(lowOrderFeeStatus(input)).toEqual({ feeCents: fee, missingCents: missing });
  });

  it('treats missing undelivered orders as none', () => {
    expect(lowOrderFeeStatus({ orderUntaxedCents: 12_345 })).toEqual({ feeCents: 1050, missingCents: 2655 });
  });
});
