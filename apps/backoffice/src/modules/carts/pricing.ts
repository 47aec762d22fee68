import { loadPricing, type Executor } from '@vetshop/db';
import {
  effectiveDiscountBp,
  freeGoodsQuantity,
  multiplyCents,
  resolvePrice,
  type Cents,
  type IsoDate,
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

/**
 * Prices cart or order lines with the domain rule, for their own quantity (quantity breaks) and the day.
 * One pricing load for all the lines. null = the variant has no valid price for this pricelist today.
 */
export async function priceLines(
  db: Executor,
  items: readonly { variantId: number; qty: number }[],
  scope: PricingScope,
): Promise<(LinePrice | null)[]> {
  const pricing = await loadPricing(
    db,
    items.map((i) => i.variantId),
    scope.pricelistId,
  );
  return items.map(({ variantId, qty }) => {
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
  });
}
