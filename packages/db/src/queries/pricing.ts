import {
  addPriceRule,
  DEFAULT_ROLE,
  emptyPricing,
  ruleAppliesTo,
  type ProductPricing,
  type Role,
} from '@vetshop/domain';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Executor } from '../client';
import { anyOf } from '../sql-helpers';
import { pricelists, priceRules } from '../schema/pricing';
import { variants } from '../schema/catalog';

export async function pricelistIdForRole(db: Executor, role: Role): Promise<number> {
  const rows = await db
    .select({ id: pricelists.id, role: pricelists.role })
    .from(pricelists)
    .where(or(eq(pricelists.role, role), eq(pricelists.role, DEFAULT_ROLE)));
  const own = rows.find((r) => r.role === role) ?? rows[0];
  if (!own) throw new Error(`No pricelist for role ${role} nor a default one`);
  return own.id;
}

/**
 * Every price fact of the given variants for one pricelist, shaped for the domain's `resolvePrice`.
 * One query whatever the number of variants (variants left-joined to their rules).
 */
export async function loadPricing(
  db: Executor,
  variantIds: readonly number[],
  pricelistId: number,
): Promise<Map<number, ProductPricing>> {
  const result = new Map<number, ProductPricing>();
  if (variantIds.length === 0) return result;
  const rows = await db
    .select({ variantId: variants.id, indicated: variants.indicatedPriceCents, rule: priceRules })
    .from(variants)
    .leftJoin(
      priceRules,
      and(
        eq(priceRules.variantId, variants.id),
        or(isNull(priceRules.pricelistId), eq(priceRules.pricelistId, pricelistId)),
      ),
    )
    .where(anyOf(variants.id, [...new Set(variantIds)], 'int'));
  for (const { variantId, indicated, rule: r } of rows) {
    let p = result.get(variantId);
    if (!p) result.set(variantId, (p = emptyPricing(indicated)));
    if (r) addPriceRule(p, r);
  }
  return result;
}

/**
 * `loadPricing` for several pricelists at once (a list of many customers' records, e.g. the staff's quotation
 * queue): still one query, the rules of every asked pricelist (and those of none) read together, then one map per
 * pricelist holding every variant, exactly what `loadPricing` would answer for it.
 */
export async function loadPricingByPricelist(
  db: Executor,
  variantIds: readonly number[],
  pricelistIds: readonly number[],
): Promise<Map<number, Map<number, ProductPricing>>> {
  const lists = [...new Set(pricelistIds)];
  const result = new Map(lists.map((id) => [id, new Map<number, ProductPricing>()]));
  if (variantIds.length === 0 || lists.length === 0) return result;
  const rows = await db
    .select({ variantId: variants.id, indicated: variants.indicatedPriceCents, rule: priceRules })
    .from(variants)
    .leftJoin(
      priceRules,
      and(
        eq(priceRules.variantId, variants.id),
        or(isNull(priceRules.pricelistId), anyOf(priceRules.pricelistId, lists, 'int')),
      ),
    )
    .where(anyOf(variants.id, [...new Set(variantIds)], 'int'));
  for (const { variantId, indicated, rule: r } of rows)
    for (const [pricelistId, pricing] of result) {
      let p = pricing.get(variantId);
      if (!p) pricing.set(variantId, (p = emptyPricing(indicated)));
      if (r && ruleAppliesTo(r.pricelistId, pricelistId)) addPriceRule(p, r);
    }
  return result;
}
