import {
  SPECIES,
  STOCK_STATE_LABELS,
  label,
  type FacetValue,
  type Locale,
  type SearchFacets,
} from '@vetshop/contract';
import type { CategoryIndex } from './categories';
import type { FacetLayout } from './facet-sql';
import { PROMOTION_FACET_LABELS } from './mapping';
import type { SearchFilters } from './query-builder';

/** What the search statement counted: the total and the facets' raw counts (see facet-sql.ts). */
export interface FacetCounts {
  total: number;
  layout: FacetLayout;
  counts: number[];
  brand: [number, string, number][];
}

/**
 * Facet values with labels in the caller's locale. A value is listed when it matches something, and a
 * selected value always (with 0 when it matches nothing), so that the buyer can unselect it.
 */
export function buildFacets(
  raw: FacetCounts,
  filters: SearchFilters,
  categories: CategoryIndex,
  locale: Locale,
): SearchFacets {
  const { layout } = raw;
  let at = 0;
  const next = (): number => raw.counts[at++] ?? 0;
  const keep = (count: number, selected: boolean) => count > 0 || selected;

  const brand: FacetValue[] = raw.brand.map(([id, name, count]) => ({
    value: String(id),
    label: name,
    count,
    selected: filters.brand.includes(id),
  }));

  const species: FacetValue[] = [];
  for (const code of layout.species) {
    const count = next();
    const selected = filters.species.includes(code);
    if (keep(count, selected))
      species.push({ value: code, label: label(SPECIES, code, locale), count, selected });
  }
  species.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, locale));

  const stock_state: FacetValue[] = [];
  for (const state of layout.stockStates) {
    const count = next();
    const selected = filters.stockState.includes(state);
    if (keep(count, selected)) {
      stock_state.push({ value: state, label: label(STOCK_STATE_LABELS, state, locale), count, selected });
    }
  }

  const promotion: FacetValue[] = [];
  for (const value of ['true', 'false'] as const) {
    const count = next();
    const selected = String(filters.promotion) === value;
    if (keep(count, selected))
      promotion.push({ value, label: PROMOTION_FACET_LABELS[value][locale], count, selected });
  }

  const category: FacetValue[] = [];
  for (const id of layout.categories) {
    const count = next();
    const row = categories.byId.get(id);
    const selected = filters.category.includes(id);
    if (row && keep(count, selected))
      category.push({ value: String(id), label: row.name[locale], count, selected });
  }

  return { brand, species, category, stock_state, promotion };
}

/** The categories of the category facet: children of the selected ones, or the top level. */
export function facetCategoryIds(selected: readonly number[], categories: CategoryIndex): number[] {
  if (selected.length === 0) return categories.childrenOf(null).map((c) => c.id);
  const ids: number[] = [];
  for (const id of selected)
    for (const child of categories.childrenOf(id)) if (!ids.includes(child.id)) ids.push(child.id);
  return ids;
}
