import { SPECIES } from '@vetshop/contract';
import { STOCK_STATES } from '@vetshop/domain';
import { sql, type SQL } from 'drizzle-orm';
import { facetToken } from './facet-tokens';
import { FACET_FILTERS, type FacetFilter, type SearchPlan } from './search-plan';
import { intArray, textArray } from './sql';

/**
 * Facet counts computed in ONE pass over the matched documents: every count is a `count(*) FILTER (…)`
 * with every filter but the facet's own (disjunctive facets). Facets with a fixed set of values (species,
 * stock states, promotion, the category facet's categories) are counted value by value, which costs far
 * less than unnesting arrays; brands, an open set, are grouped. The attribute facets (search_documents'
 * facet_tokens) are grouped in one pass too: a document counts for a token's facet when it passes every filter,
 * or fails only that facet's own.
 */

type FilterFlag = `f_${FacetFilter}`;
const FLAGS: readonly FilterFlag[] = FACET_FILTERS.map((name) => `f_${name}` as const);

function allBut(own: FilterFlag | null): SQL {
  return sql.raw(FLAGS.filter((f) => f !== own).join(' AND '));
}

/** How many filters a document fails, and the first one it fails (NULL when none). */
const FAILED_COUNT = sql.raw(FLAGS.map((f) => `(NOT ${f})::int`).join(' + '));
const FIRST_FAILED = sql.raw(
  `CASE ${FACET_FILTERS.map((name) => `WHEN NOT f_${name} THEN '${name}'`).join(' ')} END`,
);

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

export interface FacetPlan {
  layout: FacetLayout;
  /** An int[] expression over `matched`: species, stock states, promotion true/false, categories. */
  counts: SQL;
  /** A sub-select: [[brand_id, name, count], …] by count, selected brands included. */
  brand: SQL;
  /** A sub-select: [[token, count, label | null], …] of the attribute facets, selected values included. */
  tokens: SQL;
}

const MAX_BRAND_FACET = 100;

export function facetStatementParts(plan: SearchPlan): FacetPlan {
  const layout = facetLayout(plan);
  const count = (own: FilterFlag | null, condition: SQL) =>
    sql`count(*) FILTER (WHERE ${allBut(own)} AND ${condition})`;
  const parts: SQL[] = [
    ...layout.species.map((code) => count('f_species', sql`${code}::text = ANY(species)`)),
    ...layout.stockStates.map((state) => count('f_stock_state', sql`${state}::text = ANY(stock_states)`)),
    count('f_promotion', sql`has_promotion`),
    count('f_promotion', sql`NOT has_promotion`),
    ...layout.categories.map((id) => count(null, sql`${id}::int = ANY(category_ids)`)),
  ];
  const brand = sql`(SELECT json_agg(json_build_array(x.brand_id, b.name, x.n) ORDER BY x.n DESC, b.name)
    FROM (SELECT brand_id, max(n) AS n FROM (
            (SELECT brand_id, count(*)::int AS n FROM matched WHERE ${allBut('f_brand')} AND brand_id IS NOT NULL
             GROUP BY brand_id ORDER BY n DESC LIMIT ${MAX_BRAND_FACET})
            UNION ALL SELECT unnest(${intArray(plan.filters.brand)}), 0) y
          GROUP BY brand_id) x
    JOIN brands b ON b.id = x.brand_id)`;
  // Selected values are listed even when nothing matches them (count 0), so that the buyer can unselect them.
  const selected = [
    ...Object.entries(plan.filters.lists).flatMap(([name, values]) =>
      values.map((value) => facetToken(name as keyof typeof plan.filters.lists, value)),
    ),
  ];
  const tokens = sql`(SELECT json_agg(json_build_array(x.t, x.n, l.label) ORDER BY x.t)
    FROM (SELECT t, max(n) AS n FROM (
            (SELECT t, count(*)::int AS n FROM (
               SELECT unnest(facet_tokens) AS t, ${FIRST_FAILED} AS failed FROM matched WHERE ${FAILED_COUNT} <= 1) u
             WHERE failed IS NULL OR failed = split_part(t, ':', 1)
             GROUP BY t)
            UNION ALL SELECT unnest(${textArray(selected)}), 0) y
          GROUP BY t) x
    LEFT JOIN search_facet_labels l ON l.locale = ${plan.locale} AND l.token = x.t)`;
  return { layout, counts: sql`ARRAY[${sql.join(parts, sql`, `)}]::int[]`, brand, tokens };
}
