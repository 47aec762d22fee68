import type {
  AutocompleteQuery,
  AutocompleteResult,
  CategoryLookupResult,
  CategoryNode,
  CategorySummary,
  Locale,
  ProductHit,
  ProductLookupResult,
  ProductSearchQuery,
  ProductSearchResult,
  VariantLookup,
} from '@vetshop/contract';
import type { IsoDate, Role } from '@vetshop/domain';

/**
 * Who is asking. The role selects the prices and the visibility (veterinary_only products are for role
 * veterinary only); null is a guest, who never receives a price.
 */
export interface Caller {
  role: Role | null;
  locale: Locale;
  /**
   * The caller's visible veterinary groups (no 'RFA' one), which the `vet_groups` scope lists; the back office
   * reads them from the signed-in customer, only for a search with that scope. Absent: none.
   */
  vetGroupIds?: readonly number[];
}

export interface RefreshOptions {
  /** Refresh only these products (created, changed or removed); all products when absent. */
  productIds?: readonly number[];
  /** The day prices, promotions and specials are evaluated on; today in Brussels when absent. */
  today?: IsoDate;
}

export interface RefreshSummary {
  /** Products indexed (each in every locale). */
  products: number;
  /** Rows written in search_documents. */
  documents: number;
  ms: number;
}

/**
 * The search engine seen by the back office (Vendure style): one interface, several implementations
 * (`postgres` today, OpenSearch when a catalogue outgrows one database), all held to `engine-suite.ts`.
 * Every method answers in the caller's locale and applies the caller's visibility and prices.
 */
export interface SearchEngine {
  /**
   * Full text + filters + facets + sort + page. The query's `locale` is the search language. The query is
   * already validated (the route parses it with the contract's schema, defaults applied): engines do not
   * parse it again.
   */
  searchProducts(query: ProductSearchQuery, caller: Caller): Promise<ProductSearchResult>;
  /** Cheap, typo tolerant, prefix matching: suggestions, a few products and categories (validated size). */
  autocomplete(query: Pick<AutocompleteQuery, 'q' | 'size'>, caller: Caller): Promise<AutocompleteResult>;
  /** The product page; `{ redirect }` for an old or other-locale key; null when unknown or not visible. */
  productByUrlKey(urlKey: string, caller: Caller): Promise<ProductLookupResult | null>;
  /** Variants with their product (cart lines); in the order asked, unknown or hidden ones left out. */
  variantsByIds(ids: readonly number[], caller: Caller): Promise<VariantLookup[]>;
  /** Product hits in the order asked, unknown or hidden ones left out. */
  productsByIds(ids: readonly number[], caller: Caller): Promise<ProductHit[]>;
  categoryByUrlKey(urlKey: string, caller: Caller): Promise<CategoryLookupResult | null>;
  /** Level-0 categories by sequence (cached per locale until the next refresh). */
  firstLevelCategories(caller: Caller): Promise<CategorySummary[]>;
  /** Every active category as a tree, by sequence. */
  categoryTree(caller: Caller): Promise<CategoryNode[]>;
  /** Rebuilds the index (all products, or some) and drops the engine's caches. */
  refresh(options?: RefreshOptions): Promise<RefreshSummary>;
  /**
   * Prepares what the first searches would otherwise wait for (the postgres engine: its facet values, and the
   * matches of each language's `words` most frequent words). Run in the background after start.
   */
  warm(options: { words: number; locales?: readonly Locale[] }): Promise<WarmSummary>;
}

export interface WarmSummary {
  /** Searches prepared. */
  words: number;
  ms: number;
}
