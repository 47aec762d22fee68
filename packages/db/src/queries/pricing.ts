import { addPriceRule, DEFAULT_ROLE, emptyPricing, type ProductPricing, type Role } from '@vetshop/domain';
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
