import {
  autocompleteQuerySchema,
  productSearchQuerySchema,
  type AutocompleteResult,
  type ProductSearchQueryInput,
  type ProductSearchResult,
} from '@vetshop/contract';
import type { Caller, SearchEngine } from '../engine';

/** An engine whose queries are written as a caller would send them (defaults left out). */
export interface QueryInputEngine extends Omit<SearchEngine, 'searchProducts' | 'autocomplete'> {
  searchProducts(query: ProductSearchQueryInput, caller: Caller): Promise<ProductSearchResult>;
  autocomplete(query: { q: string; size?: number }, caller: Caller): Promise<AutocompleteResult>;
}

/**
 * The engine receives validated queries (the route parses them with the contract's schemas); the shared
 * suites and the bench write partial queries, so they parse them the same way first.
 */
export function withQueryParsing(engine: SearchEngine): QueryInputEngine {
  return {
    ...engine,
    searchProducts: async (query, caller) =>
      engine.searchProducts(productSearchQuerySchema.parse(query), caller),
    autocomplete: async (query, caller) => {
      const { q, size } = autocompleteQuerySchema.parse(query);
      return engine.autocomplete({ q, size }, caller);
    },
  };
}
