import { describe, expect, it } from 'vitest';
import { emptyPricing, pricingFromRules, ruleAppliesTo } from './price-rules';

describe('pricingFromRules', () => {
  it('sorts each kind of rule into its list, in order, with dates', () => {
    const range = { dateStart: '2026-01-01', dateEnd: null };
    expect(
      pricingFromRules(
        [
          { kind: 'gross', minQuantity: 1, priceCents: 1000, ...range },
          { kind: 'discount', minQuantity: 6, discountBp: 500, exclusive: true },
          { kind: 'supplier_discount', discountBp: 300 },
          { kind: 'supplier_discount', veterinary: true, discountBp: 400 },
          { kind: 'supplier_promotion', ratioMain: 10, ratioPromo: 1 },
          { kind: 'supplier_promotion', veterinary: true, ratioMain: 5, ratioPromo: 1 },
          { kind: 'special', sequence: 3 },
        ],
        1500,
      ),
    ).toEqual({
      grossTiers: [{ minQuantity: 1, priceCents: 1000, ...range }],
      discounts: [{ minQuantity: 6, discountBp: 500, exclusive: true, dateStart: null, dateEnd: null }],
      supplierDiscounts: [{ discountBp: 300, dateStart: null, dateEnd: null }],
      supplierDiscountsVeterinary: [{ discountBp: 400, dateStart: null, dateEnd: null }],
      supplierPromotions: [
        { ratioMainProduct: 10, ratioPromotionalProduct: 1, dateStart: null, dateEnd: null },
      ],
      supplierPromotionsVeterinary: [
        { ratioMainProduct: 5, ratioPromotionalProduct: 1, dateStart: null, dateEnd: null },
      ],
      specials: [{ sequence: 3, dateStart: null, dateEnd: null }],
      indicatedPriceCents: 1500,
    });
  });

  it('skips a gross rule without price and a promotion without both ratios', () => {
    expect(
      pricingFromRules(
        [
          { kind: 'gross', minQuantity: 1, priceCents: null },
          { kind: 'supplier_promotion', ratioMain: 10, ratioPromo: null },
          { kind: 'supplier_promotion', ratioMain: 0, ratioPromo: 1 },
        ],
        null,
      ),
    ).toEqual(emptyPricing(null));
  });

  it('reads absent fields as their column defaults', () => {
    const pricing = pricingFromRules([{ kind: 'discount' }, { kind: 'gross', priceCents: 900 }], null);
    expect(pricing.discounts).toEqual([
      { minQuantity: 0, discountBp: 0, exclusive: false, dateStart: null, dateEnd: null },
    ]);
    expect(pricing.grossTiers).toEqual([{ minQuantity: 0, priceCents: 900, dateStart: null, dateEnd: null }]);
  });
});

describe('ruleAppliesTo', () => {
  it('keeps rules of the pricelist and of every pricelist', () => {
    expect([ruleAppliesTo(null, 2), ruleAppliesTo(2, 2), ruleAppliesTo(3, 2)]).toEqual([true, true, false]);
  });
});
