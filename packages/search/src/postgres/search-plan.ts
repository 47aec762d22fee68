import type { Locale, SearchSort } from '@vetshop/contract';
import type { Role } from '@vetshop/domain';
import type { AnalyzedTerm } from '../text/tsquery';

/** What a product search asks (built from the query, read by query-builder.ts and facet-sql.ts). */

export interface SearchFilters {
  brand: number[];
  species: string[];
  category: number[];
  stockState: string[];
  promotion: boolean | undefined;
  special: boolean | undefined;
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
