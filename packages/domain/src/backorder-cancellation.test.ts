import { describe, expect, it } from 'vitest';
import {
  maxCancellableQuantity,
  orderStateAfterChange,
  orderTotalsAfterCancellation,
  planBackorderCancellation,
  qtyToDeliver,
  type BackorderLine,
} from './backorder-cancellation';

// 10 ordered, 4 delivered, 6 to follow; 12.34 € net, 6 % VAT.
const line: BackorderLine = {
  qty: 10,
  qtyDelivered: 4,
  qtyBackorder: 6,
  qtyCanceled: 0,
  isMto: false,
  netPriceCents: 1234,
  taxRateBp: 600,
};

describe('planBackorderCancellation (spec doc 1 §4, §5)', () => {
  it.each([
    // quantity, refusal code (null = accepted), max in the refusal
    [1, null, undefined],
    [6, null, undefined], // the whole backorder
    [0, 'backorder_quantity_invalid', 6],
    [-1, 'backorder_quantity_invalid', 6],
    [7, 'backorder_quantity_invalid', 6], // more than the backorder
    [2.5, 'backorder_quantity_invalid', 6],
    [Number.NaN, 'backorder_quantity_invalid', 6],
  ])('quantity %s → %s', (quantity, code, max) => {
    const plan = planBackorderCancellation(line, quantity);
    if (code === null) expect(plan.ok).toBe(true);
    else expect(plan).toEqual({ ok: false, refusal: max === undefined ? { code } : { code, max } });
  });

  it.each([
    ['made to order, whatever the quantity', { ...line, isMto: true }, 1, 'backorder_made_to_order'],
    [
      'made to order with nothing in backorder',
      { ...line, isMto: true, qtyBackorder: 0 },
      1,
      'backorder_made_to_order',
    ],
    ['nothing in backorder', { ...line, qtyBackorder: 0 }, 1, 'backorder_nothing_to_cancel'],
  ] as const)('refuses a line %s', (_, l, quantity, code) => {
    expect(planBackorderCancellation(l, quantity)).toEqual({ ok: false, refusal: { code } });
  });

  it('moves the units from the backorder to the cancelled quantity and bills only what remains', () => {
    const plan = planBackorderCancellation({ ...line, qtyCanceled: 1, qtyBackorder: 5 }, 2);
    // 10 ordered − 3 cancelled = 7 billed × 12.34 € = 86.38 €, VAT 6 % = 5.18 €.
    expect(plan).toEqual({
      ok: true,
      line: { qtyBackorder: 3, qtyCanceled: 3, amountUntaxedCents: 8638, amountTaxCents: 518 },
    });
  });

  it.each([
    [{ qtyBackorder: 6, isMto: false }, 6],
    [{ qtyBackorder: 6, isMto: true }, 0],
    [{ qtyBackorder: 0, isMto: false }, 0],
    [{ qtyBackorder: -2, isMto: false }, 0],
  ])('the most that can be cancelled of %o is %i', (l, max) => {
    expect(maxCancellableQuantity(l)).toBe(max);
  });
});

describe('order after a change of its goods lines', () => {
  it.each([
    // lines (qty, delivered, cancelled), state, delivered
    [[[10, 4, 0]], 'sale', false],
    [[[10, 4, 6]], 'done', true],
    [[[10, 0, 10]], 'cancel', true],
    [
      [
        [10, 0, 10],
        [2, 2, 0],
      ],
      'done',
      true,
    ],
    [
      [
        [10, 0, 10],
        [2, 1, 0],
      ],
      'sale',
      false,
    ],
  ] as const)('%j → %s', (lines, state, delivered) => {
    const goods = lines.map(([qty, qtyDelivered, qtyCanceled]) => ({ qty, qtyDelivered, qtyCanceled }));
    expect(orderStateAfterChange(goods)).toEqual({ state, delivered });
  });

  it('counts what is still to deliver', () => {
    expect(qtyToDeliver({ qty: 10, qtyDelivered: 4, qtyCanceled: 2 })).toBe(4);
    expect(qtyToDeliver({ qty: 1, qtyDelivered: 1, qtyCanceled: 1 })).toBe(0);
  });
});

describe('orderTotalsAfterCancellation', () => {
  const goods = (billedCents: number, qty = 2, qtyCanceled = 0) => ({
    qty,
    qtyCanceled,
    unitPriceCents: 10_000,
    amountUntaxedCents: billedCents,
    taxRateBp: 2100,
  });

  it('keeps the delivery charged and no fee while the goods reach 150 €', () => {
    const t = orderTotalsAfterCancellation([goods(16_000)], 795, 0);
    expect(t).toMatchObject({ goodsCents: 16_000, deliveryCents: 795, feeCents: 0 });
    expect(t.totalCents).toBe(t.untaxedCents + t.taxCents);
  });

  it('charges the low-order fee when the goods left fall under 150 € and no other open order makes it up', () => {
    const t = orderTotalsAfterCancellation([goods(8_000, 2, 1)], 0, 0);
    expect(t).toMatchObject({ goodsCents: 8_000, feeCents: 1050, untaxedCents: 9050 });
    // Gross 100 € × 1 billed unit − 80 € billed: 20 € discount.
    expect(t.discountCents).toBe(2_000);
  });

  it('waives the fee when the other orders not yet delivered reach 150 € with this one', () => {
    expect(orderTotalsAfterCancellation([goods(8_000)], 0, 7_000).feeCents).toBe(0);
  });

  it('charges nothing when every unit is cancelled', () => {
    const t = orderTotalsAfterCancellation([goods(0, 2, 2)], 795, 0);
    expect(t).toMatchObject({ goodsCents: 0, deliveryCents: 0, feeCents: 0, totalCents: 0 });
  });
});
