import { describe, expect, it } from 'vitest';
import {
  DAY,
  ctx,
  discount,
  expired,
  future,
  gross,
  open,
  pricing,
  promo,
  supplier,
} from './pricing.fixtures';
import { freeGoodsQuantity, hasDiscountEndingInMonth, hasDiscountOn, resolvePrice } from './pricing';

describe('resolvePrice: supplier promotions (free goods)', () => {
  it('reports the valid promotion with the free quantity for the ordered quantity', () => {
    const p = pricing({ supplierPromotions: [promo(10, 1, { dateStart: null, dateEnd: '2024-05-31' })] });
    expect(resolvePrice(p, ctx({ quantity: 25 }))?.promotion).toEqual({
      ratioMainProduct: 10,
      ratioPromotionalProduct: 1,
      freeQuantity: 2,
      dateEnd: '2024-05-31',
    });
  });

  it('ignores expired promotions and picks the best free/main ratio', () => {
    const p = pricing({
      supplierPromotions: [promo(1, 1, expired), promo(10, 1), promo(5, 1), promo(12, 2)],
    });
    expect(resolvePrice(p, ctx({ quantity: 10 }))?.promotion).toMatchObject({
      ratioMainProduct: 5,
      freeQuantity: 2,
    });
  });

  it('on an equal ratio prefers the smaller batch', () => {
    const p = pricing({ supplierPromotions: [promo(20, 2), promo(10, 1)] });
    expect(resolvePrice(p, ctx({ quantity: 15 }))?.promotion).toMatchObject({
      ratioMainProduct: 10,
      freeQuantity: 1,
    });
  });

  it('veterinary promotions take precedence for vets only', () => {
    const p = pricing({ supplierPromotions: [promo(5, 1)], supplierPromotionsVeterinary: [promo(10, 1)] });
    expect(resolvePrice(p, ctx({ quantity: 30 }))?.promotion?.freeQuantity).toBe(6);
    expect(resolvePrice(p, ctx({ quantity: 30, isVeterinary: true }))?.promotion?.freeQuantity).toBe(3);
  });

  it('skips promotions with unusable ratios', () => {
    const p = pricing({ supplierPromotions: [promo(0, 1), promo(10, 0)] });
    expect(resolvePrice(p, ctx())?.promotion).toBeNull();
  });
});

describe('freeGoodsQuantity', () => {
  it.each([
    [25, 2],
    [9, 0],
    [10, 1],
    [30, 3],
    [0, 0],
    [-10, 0],
  ])('10 + 1, quantity %i → %i free', (qty, expected) => {
    expect(freeGoodsQuantity(qty, { ratioMainProduct: 10, ratioPromotionalProduct: 1 })).toBe(expected);
  });

  it('handles several free units per batch and bad ratios', () => {
    expect(freeGoodsQuantity(25, { ratioMainProduct: 6, ratioPromotionalProduct: 2 })).toBe(8);
    expect(freeGoodsQuantity(25, { ratioMainProduct: 0, ratioPromotionalProduct: 1 })).toBe(0);
  });
});

describe('resolvePrice: specials and indicated price', () => {
  it.each([
    [[{ ...open, sequence: 1 }], true],
    [[{ ...expired, sequence: 1 }], false],
    [
      [
        { ...future, sequence: 1 },
        { dateStart: DAY, dateEnd: null, sequence: 2 },
      ],
      true,
    ],
    [[], false],
  ])('specials %j → %s', (specials, expected) => {
    expect(resolvePrice(pricing({ specials }), ctx())?.isSpecial).toBe(expected);
  });
});

describe('resolvePrice: price breaks', () => {
  it('lists valid breaks ascending, one per quantity, with net prices under the same rules', () => {
    const p = pricing({
      grossTiers: [gross(2000)],
      discounts: [
        discount(500, 0),
        discount(1500, 50),
        discount(1000, 10),
        discount(800, 10), // same quantity: the best one is kept
        discount(2500, 100, true), // exclusive: no supplier discount at 100
        discount(4000, 200, false, expired),
        discount(300, 5), // lower than the base: the base still applies there
      ],
      supplierDiscounts: [supplier(500)],
    });
    const result = resolvePrice(p, ctx({ quantity: 1 }));
    expect(result?.priceBreaks).toEqual([
      { minQuantity: 5, discountBp: 975, netCents: 1805 },
      { minQuantity: 10, discountBp: 1450, netCents: 1710 },
      { minQuantity: 50, discountBp: 1925, netCents: 1615 },
      { minQuantity: 100, discountBp: 2500, netCents: 1500 },
    ]);
    expect(result?.netCents).toBe(1805);
  });

  it('do not depend on the quantity asked', () => {
    const p = pricing({ discounts: [discount(1000, 10)] });
    expect(resolvePrice(p, ctx({ quantity: 1 }))?.priceBreaks).toEqual(
      resolvePrice(p, ctx({ quantity: 999 }))?.priceBreaks,
    );
  });
});
describe('hasDiscountEndingInMonth', () => {
  const endOfMonth = { dateStart: null, dateEnd: '2024-05-31' };
  it.each([
    [
      'quantity discount ending this month',
      pricing({ discounts: [discount(1000, 0, false, endOfMonth)] }),
      false,
      true,
    ],
    ['open-ended discount', pricing({ discounts: [discount(1000)] }), false, false],
    [
      'already expired',
      pricing({ discounts: [discount(1000, 0, false, { dateStart: null, dateEnd: '2024-05-10' })] }),
      false,
      false,
    ],
    [
      'ending next month',
      pricing({ supplierDiscounts: [supplier(500, { dateStart: null, dateEnd: '2024-06-01' })] }),
      false,
      false,
    ],
    [
      'supplier discount ending this month',
      pricing({ supplierDiscounts: [supplier(500, endOfMonth)] }),
      false,
      true,
    ],
    [
      'vet list replaces the regular one for vets',
      pricing({
        supplierDiscounts: [supplier(500, endOfMonth)],
        supplierDiscountsVeterinary: [supplier(300)],
      }),
      true,
      false,
    ],
    [
      'zero discount does not count',
      pricing({ discounts: [discount(0, 0, false, endOfMonth)] }),
      false,
      false,
    ],
  ])('%s', (_label, p, isVeterinary, expected) => {
    expect(hasDiscountEndingInMonth(p, DAY, isVeterinary)).toBe(expected);
  });
});

describe('hasDiscountOn', () => {
  it.each([
    ['no discount at all', pricing({}), false, false],
    ['a quantity discount from 12 units', pricing({ discounts: [discount(1500, 12)] }), false, true],
    [
      'a quantity discount not yet valid',
      pricing({ discounts: [discount(1000, 0, false, { dateStart: '2024-06-01', dateEnd: null })] }),
      false,
      false,
    ],
    ['a supplier discount', pricing({ supplierDiscounts: [supplier(500)] }), false, true],
    [
      'a vet-only supplier discount, for a pharmacist',
      pricing({ supplierDiscountsVeterinary: [supplier(500)] }),
      false,
      false,
    ],
    [
      'a vet-only supplier discount, for a vet',
      pricing({ supplierDiscountsVeterinary: [supplier(500)] }),
      true,
      true,
    ],
    ['a zero discount', pricing({ discounts: [discount(0)] }), false, false],
  ])('%s', (_label, p, isVeterinary, expected) => {
    expect(hasDiscountOn(p, DAY, isVeterinary)).toBe(expected);
  });
});
