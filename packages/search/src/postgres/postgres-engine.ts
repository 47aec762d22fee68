import { LOCALES } from '@vetshop/contract';
import type { Database } from '@vetshop/db';
import { ROLES, type IsoDate } from '@vetshop/domain';
import type { Caller, SearchEngine } from '../engine';
import { autocomplete } from './autocomplete';
import { EngineContext } from './context';
import { categoryByUrlKey, productsByIds, variantsByIds } from './lookups';
import { productByUrlKey } from './product-detail';
import { refreshSearchIndex } from './refresh';
import { searchProducts } from './search-products';

export interface PostgresEngineOptions {
  /** Today's date (prices, promotions, specials); Brussels' calendar day by default. Tests pin it. */
  today?: () => IsoDate;
  /**
   * How often (ms) the facet values kept in memory are read again, for refreshes made by other processes (one
   * back office per core on a PostgreSQL server); null when this process is the index's only writer (PGlite).
   */
  facetReloadMs?: number | null;
}

/**
 * The default engine: PostgreSQL full text (per-language stemming, unaccent), trigram + Levenshtein typo
 * tolerance over `search_documents`, facets counted on their values kept in memory (facet-store.ts); hits
 * priced live. See README.md.
 */
export function createPostgresSearchEngine(db: Database, options: PostgresEngineOptions = {}): SearchEngine {
  const env = new EngineContext(db, options.today, options.facetReloadMs);
  return {
    searchProducts: async (query, caller) => searchProducts(env, query, checked(caller)),
    autocomplete: async (query, caller) => autocomplete(env, query, checked(caller)),
    productByUrlKey: async (urlKey, caller) => productByUrlKey(env, urlKey, checked(caller)),
    variantsByIds: async (ids, caller) => variantsByIds(env, ids, checked(caller)),
    productsByIds: async (ids, caller) => productsByIds(env, ids, checked(caller)),
    categoryByUrlKey: async (urlKey, caller) => categoryByUrlKey(env, urlKey, checked(caller)),
    firstLevelCategories: async (caller) => (await env.categories()).firstLevel(checked(caller).locale),
    categoryTree: async (caller) => (await env.categories()).tree(checked(caller).locale),
    warm: async ({ words, locales = LOCALES }) => env.warm(words, locales),
    refresh: async (options) => {
      try {
        return await refreshSearchIndex(db, { today: env.today(), ...options });
      } finally {
        env.invalidate(options?.productIds);
      }
    },
  };
}

/** The caller's role and locale select SQL columns and JSON keys: anything else is a programming error. */
function checked(caller: Caller): Caller {
  if (!(LOCALES as readonly string[]).includes(caller.locale))
    throw new TypeError(`unknown locale ${caller.locale}`);
  if (caller.role !== null && !ROLES.includes(caller.role))
    throw new TypeError(`unknown role ${caller.role}`);
  return caller;
}
