import { SEARCH_FLAG_FILTERS, SEARCH_LIST_FILTERS } from '@vetshop/domain';
import type { SearchFilters } from '../postgres/search-plan';

/** A search plan's filters with none in use (tests build plans from it). */
export function noFilters(): SearchFilters {
  return {
    brand: [],
    species: [],
    category: [],
    stockState: [],
    promotion: undefined,
    special: undefined,
    lists: Object.fromEntries(SEARCH_LIST_FILTERS.map((n) => [n, []])) as unknown as SearchFilters['lists'],
    flags: Object.fromEntries(SEARCH_FLAG_FILTERS.map((n) => [n, undefined])) as SearchFilters['flags'],
  };
}
