import type { IsoDate } from './dates';
import type { PriceRuleKind } from './enums';
import type { ProductPricing } from './pricing';

/**
 * One price fact of a variant as stored (a `price_rules` row, see packages/db's schema): the kind says which
 * fields count. Fields with a column default may be absent (generated rows before insertion); absent reads
 * as that default.
 */
export interface PriceRule {
  kind: PriceRuleKind;
  veterinary?: boolean;
  minQuantity?: number;
  priceCents?: number | null;
  discountBp?: number | null;
  exclusive?: boolean;
  ratioMain?: number | null;
  ratioPromo?: number | null;
  sequence?: number;
  dateStart?: IsoDate | null;
  dateEnd?: IsoDate | null;
}

export function emptyPricing(indicatedPriceCents: number | null): ProductPricing {
  return {
    grossTiers: [],
    discounts: [],
    supplierDiscounts: [],
    supplierDiscountsVeterinary: [],
    supplierPromotions: [],
    supplierPromotionsVeterinary: [],
    specials: [],
    indicatedPriceCents,
  };
}

/** A rule without a pricelist (null) applies to every pricelist. */
export function ruleAppliesTo<K>(rulePricelist: K | null, pricelist: K): boolean {
  return rulePricelist === null || rulePricelist === pricelist;
}

/**
 * Adds one rule to the pricing of its variant, in place (the loaders fold many rows into many variants).
 * A gross rule without a price and a promotion without both ratios price nothing and are skipped.
 */
export function addPriceRule(pricing: ProductPricing, rule: PriceRule): void {
  const range = { dateStart: rule.dateStart ?? null, dateEnd: rule.dateEnd ?? null };
  switch (rule.kind) {
    case 'gross':
      if (rule.priceCents !== null && rule.priceCents !== undefined)
        pricing.grossTiers.push({
          ...range,
          minQuantity: rule.minQuantity ?? 0,
          priceCents: rule.priceCents,
        });
      break;
    case 'discount':
      pricing.discounts.push({
        ...range,
        minQuantity: rule.minQuantity ?? 0,
        discountBp: rule.discountBp ?? 0,
        exclusive: rule.exclusive ?? false,
      });
      break;
    case 'supplier_discount':
      (rule.veterinary ? pricing.supplierDiscountsVeterinary : pricing.supplierDiscounts).push({
        ...range,
        discountBp: rule.discountBp ?? 0,
      });
      break;
    case 'supplier_promotion':
      if (rule.ratioMain && rule.ratioPromo)
        (rule.veterinary ? pricing.supplierPromotionsVeterinary : pricing.supplierPromotions).push({
          ...range,
          ratioMainProduct: rule.ratioMain,
          ratioPromotionalProduct: rule.ratioPromo,
        });
      break;
    case 'special':
      pricing.specials.push({ ...range, sequence: rule.sequence ?? 0 });
      break;
  }
}

/** The pricing of one variant for one pricelist from its rules (already limited to that pricelist), in order. */
export function pricingFromRules(
  rules: Iterable<PriceRule>,
  indicatedPriceCents: number | null,
): ProductPricing {
  const pricing = emptyPricing(indicatedPriceCents);
  for (const rule of rules) addPriceRule(pricing, rule);
  return pricing;
}
