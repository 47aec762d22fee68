import type { IsoDate } from './dates';
import { effectiveDiscountBp, multiplyCents, type Cents } from './money';
import { freeGoodsQuantity, resolvePrice, type ProductPricing } from './pricing';

/** What a cart or order line is worth for one buyer on one day. */
export interface LinePrice {
  unitPriceCents: Cents;
  netPriceCents: Cents;
  discountBp: number;
  amountCents: Cents;
  freeQty: number;
  promotion: { ratioMainProduct: number; ratioPromotionalProduct: number } | null;
}

/** Whose prices, and on which day. */
export interface PricingScope {
  pricelistId: number;
  isVeterinary: boolean;
  today: IsoDate;
}

/**
 * One line priced with the domain rule, for its own quantity (quantity breaks) and the day.
 * null = the variant has no valid price for this pricelist today.
 */
export function priceLine(
  pricing: ReadonlyMap<number, ProductPricing>,
  variantId: number,
  qty: number,
  scope: PricingScope,
): LinePrice | null {
  const p = pricing.get(variantId);
  const resolved = p
    ? resolvePrice(p, { quantity: Math.max(qty, 1), date: scope.today, isVeterinary: scope.isVeterinary })
    : null;
  if (!resolved) return null;
  const promo = resolved.promotion;
  return {
    unitPriceCents: resolved.grossCents,
    netPriceCents: resolved.netCents,
    discountBp: effectiveDiscountBp(resolved.grossCents, resolved.netCents),
    amountCents: multiplyCents(resolved.netCents, Math.max(qty, 0)),
    freeQty: promo ? freeGoodsQuantity(qty, promo) : 0,
    promotion: promo
      ? { ratioMainProduct: promo.ratioMainProduct, ratioPromotionalProduct: promo.ratioPromotionalProduct }
      : null,
  };
}
