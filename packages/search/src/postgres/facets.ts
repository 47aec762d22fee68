import {
  ADMINISTRATION_ROUTES,
  AGES,
  ANIMAL_SIZES,
  FOOD_RANGES,
  INDICATIONS,
  PRESENTATIONS,
  SPECIES,
  STOCK_STATE_LABELS,
  label,
  type FacetValue,
  type Locale,
  type SearchFacets,
} from '@vetshop/contract';
import {
  SEARCH_FLAG_FILTERS,
  SEARCH_LIST_FILTERS,
  type Role,
  type SearchFlagFilter,
  type SearchListFilter,
} from '@vetshop/domain';
import type { CategoryIndex } from './categories';
import type { FacetLayout } from './facet-sql';
import { tokenFacet } from './facet-tokens';
import { FLAG_FACET_LABELS, ORDER_MODE_LABELS, PROMOTION_FACET_LABELS } from './mapping';
import type { SearchFilters } from './query-builder';

/** What the search statement counted: the total and the facets' raw counts (see facet-sql.ts). */
export interface FacetCounts {
  total: number;
  layout: FacetLayout;
  counts: number[];
  brand: [number, string, number][];
  /** [token, count, label] of the attribute facets (facet_tokens), selected values included. */
  tokens: [string, number, string | null][];
}

/** The vocabulary of the facets whose values are codes; the others' labels come with their counts. */
const CODE_LABELS: Partial<Record<SearchListFilter, Parameters<typeof label>[0]>> = {
  administration_route: ADMINISTRATION_ROUTES,
  animal_size: ANIMAL_SIZES,
  age: AGES,
  food_range: FOOD_RANGES,
  indication: INDICATIONS,
  presentation: PRESENTATIONS,
  order_mode: ORDER_MODE_LABELS,
};
/** More values than a buyer reads in a facet (the biggest first; a selected value always stays). */
const MAX_FACET_VALUES = 100;

/**
 * Facet values with labels in the caller's locale. A value is listed when it matches something, and a
 * selected value always (with 0 when it matches nothing), so that the buyer can unselect it.
 */
export function buildFacets(
  raw: FacetCounts,
  filters: SearchFilters,
  categories: CategoryIndex,
  locale: Locale,
  role: Role | null,
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

  const lists = Object.fromEntries(SEARCH_LIST_FILTERS.map((name) => [name, [] as FacetValue[]])) as Record<
    SearchListFilter,
    FacetValue[]
  >;
  const flags = Object.fromEntries(SEARCH_FLAG_FILTERS.map((name) => [name, [] as FacetValue[]])) as Record<
    SearchFlagFilter,
    FacetValue[]
  >;
  for (const [token, count, tokenLabel] of raw.tokens) {
    const name = tokenFacet(token);
    const value = token.slice(name.length + 1);
    if (name in flags) {
      // A yes/no facet counts the caller's own discounts (a guest's: the default pricelist's).
      const flag = name as SearchFlagFilter;
      if (value !== (role ?? 'default')) continue;
      flags[flag].push({
        value: 'true',
        label: FLAG_FACET_LABELS[flag][locale],
        count,
        selected: filters.flags[flag] === true,
      });
    } else if (name in lists) {
      const list = name as SearchListFilter;
      const selected = filters.lists[list].includes(value);
      if (!keep(count, selected)) continue;
      const codes = CODE_LABELS[list];
      lists[list].push({
        value,
        label: codes ? label(codes, value, locale) : (tokenLabel ?? value),
        count,
        selected,
      });
    }
  }
  for (const values of Object.values(lists)) {
    values.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, locale));
    const kept = values.filter((v, i) => i < MAX_FACET_VALUES || v.selected);
    values.splice(0, values.length, ...kept);
  }

  return { brand, species, category, stock_state, promotion, ...lists, ...flags };
}

/** The categories of the category facet: children of the selected ones, or the top level. */
export function facetCategoryIds(selected: readonly number[], categories: CategoryIndex): number[] {
  if (selected.length === 0) return categories.childrenOf(null).map((c) => c.id);
  const ids: number[] = [];
  for (const id of selected)
    for (const child of categories.childrenOf(id)) if (!ids.includes(child.id)) ids.push(child.id);
  return ids;
}
