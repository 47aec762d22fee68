import { describe, expect, it } from 'vitest';
import { DAY, ctx, discount, expired, future, gross, pricing, promo, supplier } from './pricing.fixtures';
import { ROLES, isVeterinaryRole, resolvePrice } from './pricing';

describe('roles', () => {
  it('lists the pricelist roles and flags only veterinary as vet', () => {
    expect(ROLES).toEqual(['veterinary', 'pharmacist', 'student', 'default']);
    expect(ROLES.filter(isVeterinaryRole)).toEqual(['veterinary']);
  });
});

describe('resolvePrice: spec example', () => {
  it('20.00 € with 10 % quantity discount and 5 % supplier discount → 17.10 €', () => {
    const result = resolvePrice(
      pricing({ discounts: [discount(1000)], supplierDiscounts: [supplier(500)], indicatedPriceCents: 2500 }),
      ctx(),
    );
    expect(result).toEqual({
      grossCents: 2000,
      quantityDiscountBp: 1000,
      supplierDiscountBp: 500,
      exclusive: false,
      netCents: 1710,
      discountBp: 1450,
      indicatedPriceCents: 2500,
      promotion: null,
      isSpecial: false,
      priceBreaks: [],
    });
  });
});

describe('resolvePrice: gross tier', () => {
  it.each([
    ['no tier at all', [], null],
    ['only an expired tier', [gross(2000, 1, expired)], null],
    ['only a future tier', [gross(2000, 1, future)], null],
    ['only a tier above quantity 1', [gross(2000, 5)], null],
    ['expired tier ignored', [gross(1000, 1, expired), gross(2000)], 2000],
    ['highest minQuantity ≤ 1 wins', [gross(3000, 0), gross(2000, 1), gross(1500, 10)], 2000],
    [
      'then the latest start',
      [
        gross(1000, 1, { dateStart: '2024-01-01', dateEnd: null }),
        gross(2500, 1, { dateStart: '2024-05-01', dateEnd: null }),
      ],
      2500,
    ],
    [
      'open start counts as the earliest',
      [gross(2500, 1, { dateStart: '2024-05-01', dateEnd: null }), gross(1000)],
      2500,
    ],
    ['then the lowest price', [gross(2100), gross(1900), gross(2000)], 1900],
    ['a tier starting today counts', [gross(1800, 1, { dateStart: DAY, dateEnd: DAY })], 1800],
  ])('%s', (_label, grossTiers, expected) => {
    const result = resolvePrice(pricing({ grossTiers }), ctx({ quantity: 50 }));
    expect(result?.grossCents ?? null).toBe(expected);
  });
});

describe('resolvePrice: quantity discounts', () => {
  const tiers = [
    discount(500, 0),
    discount(300, 0),
    discount(1000, 10),
    discount(1500, 50),
    discount(2000, 100, false, expired),
  ];
  it.each([
    [1, 500], // base = highest of the minQuantity-0 tiers
    [9, 500],
    [10, 1000],
    [49, 1000],
    [50, 1500],
    [500, 1500], // the expired 20 % break is ignored
  ])('quantity %i → %i bp', (quantity, expected) => {
    expect(resolvePrice(pricing({ discounts: tiers }), ctx({ quantity }))?.quantityDiscountBp).toBe(expected);
  });

  it('keeps a base discount higher than a reached break', () => {
    const result = resolvePrice(
      pricing({ discounts: [discount(1200, 0), discount(800, 10)] }),
      ctx({ quantity: 20 }),
    );
    expect(result?.quantityDiscountBp).toBe(1200);
    expect(result?.netCents).toBe(1760);
  });

  it('applies no discount when no tier is valid', () => {
    const result = resolvePrice(pricing({ discounts: [discount(1000, 0, false, expired)] }), ctx());
    expect(result).toMatchObject({ quantityDiscountBp: 0, exclusive: false, netCents: 2000, discountBp: 0 });
  });
});

describe('resolvePrice: exclusive discounts', () => {
  it('an exclusive applied discount suppresses the supplier discount', () => {
    const result = resolvePrice(
      pricing({ discounts: [discount(1000, 0, true)], supplierDiscounts: [supplier(500)] }),
      ctx(),
    );
    expect(result).toMatchObject({
      quantityDiscountBp: 1000,
      supplierDiscountBp: 0,
      exclusive: true,
      netCents: 1800,
    });
  });

  it('an exclusive break only suppresses from its quantity on', () => {
    const p = pricing({
      discounts: [discount(1000, 0), discount(2500, 10, true)],
      supplierDiscounts: [supplier(500)],
    });
    expect(resolvePrice(p, ctx({ quantity: 9 }))).toMatchObject({ supplierDiscountBp: 500, netCents: 1710 });
    expect(resolvePrice(p, ctx({ quantity: 10 }))).toMatchObject({
      supplierDiscountBp: 0,
      exclusive: true,
      netCents: 1500,
    });
  });

  it('on a tie the non-exclusive tier wins (both orders)', () => {
    for (const discounts of [
      [discount(1000, 0, true), discount(1000, 0, false)],
      [discount(1000, 0, false), discount(1000, 0, true)],
      [discount(1000, 0, true), discount(1000, 5, false)],
    ]) {
      const result = resolvePrice(
        pricing({ discounts, supplierDiscounts: [supplier(500)] }),
        ctx({ quantity: 5 }),
      );
      expect(result).toMatchObject({ exclusive: false, supplierDiscountBp: 500, netCents: 1710 });
    }
  });

  it('an expired exclusive tier suppresses nothing', () => {
    const result = resolvePrice(
      pricing({
        discounts: [discount(5000, 0, true, expired), discount(1000)],
        supplierDiscounts: [supplier(500)],
      }),
      ctx(),
    );
    expect(result).toMatchObject({ exclusive: false, netCents: 1710 });
  });
});

describe('resolvePrice: supplier discounts and veterinary precedence', () => {
  const p = pricing({
    supplierDiscounts: [supplier(500), supplier(700), supplier(2000, expired)],
    supplierDiscountsVeterinary: [supplier(300), supplier(9000, future)],
  });

  it('takes the highest valid regular supplier discount', () => {
    expect(resolvePrice(p, ctx())?.supplierDiscountBp).toBe(700);
  });

  it('a vet gets the veterinary list instead, even when lower', () => {
    expect(resolvePrice(p, ctx({ isVeterinary: true }))?.supplierDiscountBp).toBe(300);
  });

  it('a vet falls back to the regular list when no veterinary entry is valid', () => {
    const onlyFutureVet = { ...p, supplierDiscountsVeterinary: [supplier(9000, future)] };
    expect(resolvePrice(onlyFutureVet, ctx({ isVeterinary: true }))?.supplierDiscountBp).toBe(700);
  });

  it('a non-vet never gets the veterinary list', () => {
    const vetOnly = pricing({ supplierDiscountsVeterinary: [supplier(1500)] });
    expect(resolvePrice(vetOnly, ctx())?.supplierDiscountBp).toBe(0);
    expect(resolvePrice(vetOnly, ctx({ isVeterinary: true }))?.supplierDiscountBp).toBe(1500);
  });
});
describe('resolvePrice: rounding and purity', () => {
  it('rounds the net price once, half away from zero', () => {
    // 9.99 € × 0.875 × 0.95 = 8.30419 → 8.30 ; 0.05 € × 0.9 = 0.045 → 0.05
    expect(
      resolvePrice(
        pricing({
          grossTiers: [gross(999)],
          discounts: [discount(1250)],
          supplierDiscounts: [supplier(500)],
        }),
        ctx(),
      )?.netCents,
    ).toBe(830);
    expect(
      resolvePrice(pricing({ grossTiers: [gross(5)], discounts: [discount(1000)] }), ctx())?.netCents,
    ).toBe(5);
  });

  it('does not mutate its input', () => {
    const p = pricing({
      discounts: [discount(1000, 10), discount(500, 0), discount(1000, 10, true)],
      supplierPromotions: [promo(10, 1), promo(5, 1)],
    });
    const snapshot = structuredClone(p);
    resolvePrice(p, ctx({ quantity: 12, isVeterinary: true }));
    expect(p).toEqual(snapshot);
  });
});
