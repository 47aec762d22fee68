import { loadPricing, type Executor } from '@vetshop/db';
import { priceLine, type LinePrice, type PricingScope, type ProductPricing } from '@vetshop/domain';

/** The price facts of some variants for the customer's pricelist (one query). */
export function loadScopePricing(
  db: Executor,
  variantIds: readonly number[],
  scope: PricingScope,
): Promise<Map<number, ProductPricing>> {
  return loadPricing(db, variantIds, scope.pricelistId);
}

/** Prices several lines with one pricing load (the rule itself is the domain's priceLine). */
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
