import type { ProductSearchQuery } from '@vetshop/contract';
import { PRICE_SORTS, SEARCH_QUERY_MAX, SEARCH_SORTS, type SearchSort } from '@vetshop/domain';
import { pageCount } from '../../ui/list-kit';

/**
 * The state of a product listing (category or search page) as it lives in the URL. The loader reads it with the
 * contract's schema of the search call (listing-query.server.ts); this module writes it back canonically (same
 * order, defaults left out) so that the same listing always has the same, shareable and cacheable URL, and holds
 * the page's rules on top of the schema's. It names no schema library: it runs in the browser, which must not
 * load zod.
 */

/**
 * How the page reads and writes a filter: `ids` and `codes`, every value (`?brand=4&brand=7`, numbers or text);
 * `choice`, a yes/no with a box for each answer, both ticked being no filter (`promotion`); `flag`, only `true`
 * (the page offers "only special offers", never "all but them").
 */
export type FilterKind = 'ids' | 'codes' | 'choice' | 'flag';

type KindOf<V> = V extends readonly number[]
  ? 'ids'
  : V extends readonly string[]
    ? 'codes'
    : V extends boolean | undefined
      ? 'choice' | 'flag'
      : never;

/** The contract's search filters (what the query has besides its text, locale, sort and page). */
type SearchFilters = Omit<ProductSearchQuery, 'q' | 'locale' | 'sort' | 'page' | 'page_size'>;

/**
 * The filters the listing offers, one line each, in the order its URL writes them; the URL parameter is the
 * contract's key (the type checks each kind against the contract's value). Adding a filter is adding its line.
 */
export const LISTING_FILTERS = {
  brand: 'ids',
  species: 'codes',
  category: 'ids',
  stock_state: 'codes',
  promotion: 'choice',
  special: 'flag',
  active_principle: 'codes',
  presentation: 'codes',
  administration_route: 'codes',
  indication: 'codes',
  animal_size: 'codes',
  age: 'codes',
  food_range: 'codes',
  size: 'codes',
  color: 'codes',
  supplier: 'ids',
  order_mode: 'codes',
  vet_group: 'ids',
  loyalty_rule: 'ids',
  is_discount: 'flag',
  is_discount_this_month: 'flag',
} as const satisfies { readonly [K in keyof SearchFilters]?: KindOf<SearchFilters[K]> };

export type FilterName = keyof typeof LISTING_FILTERS;

/** The listing's state: the contract's search query as the page reads it (the loader adds locale, page size). */
export type ListingQuery = Pick<ProductSearchQuery, 'q' | FilterName | 'sort' | 'page'>;

const FILTERS = Object.entries(LISTING_FILTERS) as [FilterName, FilterKind][];

const isList = (kind: FilterKind) => kind === 'ids' || kind === 'codes';

/** The listing unfiltered: lists empty, the others unset, the schema's sort and first page. */
export const EMPTY_LISTING = {
  ...Object.fromEntries(FILTERS.filter(([, kind]) => isList(kind)).map(([name]) => [name, []])),
  sort: 'relevance',
  page: 1,
} as ListingQuery;

/** The schema's highest page (a listing has at most this many). */
export const MAX_PAGE = 10_000;

/**
 * The search text as typed, spaces collapsed. Control characters (a NUL, `?q=%00`, which the back office refuses
 * with a 400) are spaces: nobody searches for them (issue 17 §5).
 */
export function normalizeText(q: string | null | undefined): string {
  return (q ?? '')
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
    .slice(0, SEARCH_QUERY_MAX);
}

export function isSort(x: unknown): x is SearchSort {
  return typeof x === 'string' && (SEARCH_SORTS as readonly string[]).includes(x);
}

/** The sorts a visitor may choose: price sorts need the buyer's prices, hence a signed-in buyer. */
export function availableSorts(signedIn: boolean): SearchSort[] {
  return SEARCH_SORTS.filter((s) => signedIn || !(PRICE_SORTS as readonly string[]).includes(s));
}

/** The filters' values as the URL and the form spell them (`['4', '7']`, `['true']`; none: `[]`). */
function spelt(query: ListingQuery, name: FilterName): string[] {
  const value = query[name];
  if (Array.isArray(value)) return value.map(String);
  if (LISTING_FILTERS[name] === 'flag') return value === true ? ['true'] : [];
  return value === undefined ? [] : [String(value)];
}

/** How many filters narrow the listing (each value of a list counts; the free text aside). */
export function activeFilters(query: ListingQuery): number {
  return FILTERS.reduce((n, [name]) => n + spelt(query, name).length, 0);
}

/** True when the listing is narrowed by a filter (the free text aside). */
export function hasFilters(query: ListingQuery): boolean {
  return activeFilters(query) > 0;
}

/** Whether the form's box `value` of filter `name` is ticked. */
export function isSelected(query: ListingQuery, name: FilterName, value: string): boolean {
  return spelt(query, name).includes(value);
}

/**
 * The listing once the buyer ticks or unticks a box of the filter form, back on its first page: what the page
 * shows at once and navigates to (the browser parses no URL).
 */
export function toggleFilter(
  query: ListingQuery,
  name: FilterName,
  value: string,
  ticked: boolean,
): ListingQuery {
  const kind = LISTING_FILTERS[name];
  const values = spelt(query, name).filter((v) => v !== value);
  if (ticked) values.push(value);
  // Values come from the form the page drew from the back office's facets: the contract's values.
  const next =
    kind === 'ids'
      ? values.map(Number)
      : kind === 'codes'
        ? values
        : kind === 'flag'
          ? values.length > 0 || undefined
          : values.length === 1
            ? values[0] === 'true'
            : undefined;
  return { ...query, [name]: next, page: 1 } as ListingQuery;
}

/** The page's own query string ('' or '?…'), canonical: fixed order, defaults left out, lists repeated. */
export function listingSearch(query: ListingQuery, change: Partial<ListingQuery> = {}): string {
  const q = { ...query, ...change };
  const p = new URLSearchParams();
  if (q.q) p.set('q', q.q);
  for (const [name] of FILTERS) for (const v of spelt(q, name)) p.append(name, v);
  if (q.sort !== 'relevance') p.set('sort', q.sort);
  if (q.page > 1) p.set('page', String(q.page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** The listing's last page (the list kit's count, within the schema's highest page). */
export function lastPage(total: number, pageSize: number): number {
  return Math.min(pageCount(total, pageSize), MAX_PAGE);
}

/**
 * How the listing shows its products: cards, or the compact list (issue 20 §8). A way of showing, not a part of
 * the search: the back office never sees it, the canonical URL leaves it out, and every link of the listing keeps
 * it (`withView`), so a buyer who chose the list stays in it across filters, sorts and pages.
 */
export type ListingView = 'grid' | 'list';

export const VIEW_PARAM = 'view';

export function readView(params: URLSearchParams): ListingView {
  return params.get(VIEW_PARAM) === 'list' ? 'list' : 'grid';
}

/** A listing's search string (listingSearch's) in `view`: the grid is the default and writes nothing. */
export function withView(search: string, view: ListingView): string {
  if (view === 'grid') return search;
  return `${search}${search ? '&' : '?'}${VIEW_PARAM}=list`;
}
