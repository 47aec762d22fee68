import type { ApiQuery } from '@vetshop/contract';
import {
  DEFAULT_SEARCH_PAGE_SIZE,
  PRICE_SORTS as DOMAIN_PRICE_SORTS,
  SEARCH_QUERY_MAX,
  SEARCH_SORTS,
  STOCK_STATES,
  type Locale,
  type SearchSort,
  type StockState,
} from '@vetshop/domain';

/**
 * The state of a product listing (category or search page) as it lives in the URL: read leniently (a wrong or
 * hand-edited parameter is dropped or clamped, never an error), written canonically (same order, defaults left
 * out) so that the same listing always has the same, shareable and cacheable URL.
 *
 * Values from @vetshop/domain only: this module runs in the browser, which must not load zod.
 */

// The sorts and stock states are the domain's (one definition; zod-free, so safe in the browser).
export const SORTS = SEARCH_SORTS;
export type Sort = SearchSort;
export const PRICE_SORTS: readonly Sort[] = DOMAIN_PRICE_SORTS;

export { STOCK_STATES };
export type StockStateValue = StockState;

/** The back office's default page size (one definition in the domain). */
export const PAGE_SIZE = DEFAULT_SEARCH_PAGE_SIZE;
export const MAX_PAGE = 10_000;
/** The back office refuses a longer query (one definition in the domain). */
export const MAX_QUERY_LENGTH = SEARCH_QUERY_MAX;
/** More values than any facet offers: protects the back office from absurd URLs. */
const MAX_VALUES = 50;

export interface ListingQuery {
  /** Free text ('' when none). */
  q: string;
  brand: number[];
  species: string[];
  /** Category ids to filter on (search page); the category page adds its own id. */
  category: number[];
  stock_state: StockStateValue[];
  /** Only with (true) or without (false) a supplier promotion; null: both. */
  promotion: boolean | null;
  /** Only special offers. */
  special: boolean;
  sort: Sort;
  page: number;
}

export const EMPTY_LISTING: ListingQuery = {
  q: '',
  brand: [],
  species: [],
  category: [],
  stock_state: [],
  promotion: null,
  special: false,
  sort: 'relevance',
  page: 1,
};

/** `?x=1&x=2`, `?x=1,2`: every value, trimmed, without duplicates. */
function values(params: URLSearchParams, name: string): string[] {
  const out = new Set<string>();
  for (const raw of params.getAll(name))
    for (const part of raw.split(',')) {
      const v = part.trim();
      if (v) out.add(v);
    }
  return [...out].slice(0, MAX_VALUES);
}

function ids(params: URLSearchParams, name: string): number[] {
  return values(params, name)
    .filter((v) => /^\d{1,9}$/.test(v))
    .map(Number)
    .filter((n) => n > 0);
}

function flag(params: URLSearchParams, name: string): boolean {
  const v = params.get(name);
  return v === 'true' || v === '1';
}

/**
 * The search text as typed, spaces collapsed. Control characters (a NUL, `?q=%00`, which the back office refuses
 * with a 400) are spaces: nobody searches for them (issue 17 §5).
 */
export function normalizeText(q: string | null | undefined): string {
  return (q ?? '')
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH);
}

export function isSort(x: unknown): x is Sort {
  return typeof x === 'string' && (SORTS as readonly string[]).includes(x);
}

/** The sorts a visitor may choose: price sorts need the buyer's prices, hence a signed-in buyer. */
export function availableSorts(signedIn: boolean): Sort[] {
  return SORTS.filter((s) => signedIn || !PRICE_SORTS.includes(s));
}

export function parseListingQuery(params: URLSearchParams, opts: { signedIn: boolean }): ListingQuery {
  const promotions = values(params, 'promotion').filter((v) => v === 'true' || v === 'false');
  const sort = params.get('sort');
  const page = params.get('page')?.trim() ?? '';
  return {
    q: normalizeText(params.get('q')),
    brand: ids(params, 'brand'),
    species: values(params, 'species').filter((v) => /^[a-z][a-z0-9_-]{0,39}$/.test(v)),
    category: ids(params, 'category'),
    stock_state: values(params, 'stock_state').filter((v): v is StockStateValue =>
      (STOCK_STATES as readonly string[]).includes(v),
    ),
    // Both boxes ticked means "with or without": no filter.
    promotion: promotions.length === 1 ? promotions[0] === 'true' : null,
    special: flag(params, 'special'),
    sort: isSort(sort) && availableSorts(opts.signedIn).includes(sort) ? sort : 'relevance',
    page: /^\d{1,6}$/.test(page) ? Math.min(Math.max(Number(page), 1), MAX_PAGE) : 1,
  };
}

/** True when the listing is narrowed by a filter (the free text aside). */
export function hasFilters(q: ListingQuery): boolean {
  return (
    q.brand.length > 0 ||
    q.species.length > 0 ||
    q.category.length > 0 ||
    q.stock_state.length > 0 ||
    q.promotion !== null ||
    q.special
  );
}

/** The page's own query string ('' or '?…'), canonical: fixed order, defaults left out, lists repeated. */
export function listingSearch(query: ListingQuery, change: Partial<ListingQuery> = {}): string {
  const q = { ...query, ...change };
  const p = new URLSearchParams();
  if (q.q) p.set('q', q.q);
  for (const v of q.brand) p.append('brand', String(v));
  for (const v of q.species) p.append('species', v);
  for (const v of q.category) p.append('category', String(v));
  for (const v of q.stock_state) p.append('stock_state', v);
  if (q.promotion !== null) p.set('promotion', String(q.promotion));
  if (q.special) p.set('special', 'true');
  if (q.sort !== 'relevance') p.set('sort', q.sort);
  if (q.page > 1) p.set('page', String(q.page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/**
 * The back office's `GET /search/products` query (the contract's `catalogue.search`), in the order the URL is
 * written; empty lists and unset filters are left out of it by the client (lists as one comma-separated value, as before).
 */
export function backofficeSearch(
  query: ListingQuery,
  opts: { locale: Locale; category?: number; pageSize?: number; page?: number },
): ApiQuery<'catalogue.search'> {
  return {
    q: query.q || undefined,
    brand: query.brand,
    species: query.species,
    category: opts.category ? [opts.category] : query.category,
    stock_state: query.stock_state,
    promotion: query.promotion ?? undefined,
    special: query.special || undefined,
    sort: query.sort,
    page: opts.page ?? query.page,
    page_size: opts.pageSize ?? PAGE_SIZE,
    locale: opts.locale,
  };
}

export function lastPage(total: number, pageSize = PAGE_SIZE): number {
  return Math.min(Math.max(Math.ceil(total / pageSize), 1), MAX_PAGE);
}

export type PageItem = number | 'gap';

/** Pages to link: the first, the last, and the current one with its neighbours; gaps in between. */
export function pageItems(current: number, last: number, neighbours = 1): PageItem[] {
  if (last <= 1) return [];
  const wanted = new Set<number>([1, last]);
  for (let p = current - neighbours; p <= current + neighbours; p++) if (p >= 1 && p <= last) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: PageItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) out.push(p - 1);
    else if (p - previous > 2) out.push('gap');
    out.push(p);
    previous = p;
  }
  return out;
}
