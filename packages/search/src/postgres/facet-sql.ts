import { SPECIES } from '@vetshop/contract';
import { STOCK_STATES } from '@vetshop/domain';
import { sql, type SQL } from 'drizzle-orm';
import { FACET_FILTERS, type FacetFilter, type SearchPlan } from './search-plan';

/**
 * The SQL side of the facet counts: PostgreSQL says which documents match and, as a bit mask, which facet
 * filters each one fails; facet-store.ts counts their values in memory. The filters' meaning stays in one
 * place (query-builder.ts' `filterConditions`), whichever side counts.
 */

/** The bit of each facet filter in a matched document's `failed` mask. */
export const FACET_BIT: Readonly<Record<FacetFilter, number>> = Object.fromEntries(
  FACET_FILTERS.map((name, i) => [name, 1 << i]),
) as Record<FacetFilter, number>;

/**
 * The mask of the facet filters a document fails (0: it passes them all). A filter not in use is the constant
 * TRUE, which the planner folds to 0; a condition on a NULL column fails.
 */
export function failedMask(conditions: Readonly<Record<FacetFilter, SQL>>): SQL {
  const bits = FACET_FILTERS.map(
    (name) => sql`CASE WHEN ${conditions[name]} THEN 0 ELSE ${sql.raw(String(FACET_BIT[name]))} END`,
  );
  return sql`(${sql.join(bits, sql` + `)})`;
}

/** The matched documents a facet can count: failing no filter, or exactly one (a power of two). */
export const COUNTABLE = sql`failed & (failed - 1) = 0`;

/** Where each facet's counts sit in the `counts` array. */
export interface FacetLayout {
  species: string[];
  stockStates: string[];
  categories: number[];
}

export function facetLayout(plan: SearchPlan): FacetLayout {
  return {
    species: [...new Set([...Object.keys(SPECIES), ...plan.filters.species])],
    stockStates: [...STOCK_STATES],
    categories: plan.facetCategoryIds,
  };
}
