import type { Locale, SearchSort } from '@vetshop/contract';
import {
  SEARCH_FLAG_FILTERS,
  SEARCH_LIST_FILTERS,
  type Role,
  type SearchFlagFilter,
  type SearchListFilter,
} from '@vetshop/domain';
import type { AnalyzedTerm } from '../text/tsquery';

/** What a product search asks (built from the query, read by query-builder.ts and facet-sql.ts). */

export interface SearchFilters {
  brand: number[];
  species: string[];
  category: number[];
  stockState: string[];
  promotion: boolean | undefined;
  special: boolean | undefined;
  /** The attribute filters' values (supplier ids as text), each list OR-ed, the filters AND-ed. */
  lists: Record<SearchListFilter, string[]>;
  flags: Record<SearchFlagFilter, boolean | undefined>;
}

export interface SearchPlan {
  locale: Locale;
  role: Role | null;
  terms: AnalyzedTerm[];
  /** Exact codes to look for (SKU, CNK, EAN-13). */
  codes: string[];
  filters: SearchFilters;
  sort: SearchSort;
  page: number;
  pageSize: number;
  /** Categories of the category facet (children of the selected ones, or the top level). */
  facetCategoryIds: number[];
}

/** The filters counted as facets (disjunctive: each facet is counted with the others applied), in a fixed order. */
export const FACET_FILTERS = [
  'brand',
  'species',
  'stock_state',
  'promotion',
  'special',
  ...SEARCH_LIST_FILTERS,
  ...SEARCH_FLAG_FILTERS,
] as const;
export type FacetFilter = (typeof FACET_FILTERS)[number];
