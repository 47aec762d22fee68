import { loadPricing, type Executor } from '@vetshop/db';
import {
  effectiveDiscountBp,
  freeGoodsQuantity,
  multiplyCents,
  resolvePrice,
  type Cents,
  type IsoDate,
  type ProductPricing,
} from '@vetshop/domain';

export interface LinePrice {
  unitPriceCents: Cents;
  netPriceCents: Cents;
  discountBp: number;
  amountCents: Cents;
  freeQty: number;
  promotion: { ratioMainProduct: number; ratioPromotionalProduct: number } | null;
}

export interface PricingScope {
  pricelistId: number;
  isVeterinary: boolean;
  today: IsoDate;
}

/** The price facts of some variants for the customer's pricelist (one query). */
export function loadScopePricing(
  db: Executor,
  variantIds: readonly number[],
  scope: PricingScope,
): Promise<Map<number, ProductPricing>> {
  return loadPricing(db, variantIds, scope.pricelistId);
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

/** Prices several lines with one pricing load. */
export async function priceLines(
  db: Executor,
  items: readonly { variantId: number; qty: number }[],
  scope: PricingScope,
): Promise<(LinePrice | null)[]> {
  const pricing = await loadScopePricing(
    db,
    items.map((i) => i.variantId),
    scope,
  );
  return items.map(({ variantId, qty }) => priceLine(pricing, variantId, qty, scope));
}
