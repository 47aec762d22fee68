import { productSearchQuerySchema, type ProductSearchQuery } from '@vetshop/contract';
import type { Locale } from '@vetshop/domain';
import { readListQuery } from '../../ui/list-kit/index.server';
import { availableSorts, LISTING_FILTERS, normalizeText, type FilterName } from './listing-query';

type Key = keyof ProductSearchQuery & string;

const FILTERS = Object.entries(LISTING_FILTERS) as [FilterName, (typeof LISTING_FILTERS)[FilterName]][];
const LISTS: Key[] = FILTERS.filter(([, kind]) => kind === 'ids' || kind === 'codes').map(([name]) => name);

/**
 * A listing's URL (category or search page) read with the contract's schema of the call the page makes
 * (`catalogue.search`, issue 19 §1) through the list kit: what the loader gets is the back office's query as is,
 * in the page's locale, with the back office's page size (never the URL's). A value the schema refuses falls back
 * to its default and the other filters are kept (a list is one value: one bad brand id drops the brand filter).
 *
 * The page's own rules on top: the text with its control characters as spaces (a NUL is no search the back
 * office takes), both boxes of a yes/no filter ticked as no filter (a GET form sends both), a `flag` filter only
 * when true, a list's repeated values once, price sorts only for a signed-in buyer. `ignore`: parameters the page
 * does not read (the category page lists its own products: a text or another category in its URL is ignored).
 */
export function readListingQuery(
  params: URLSearchParams,
  page: { signedIn: boolean; locale: Locale; ignore?: readonly ('q' | FilterName)[] },
): ProductSearchQuery {
  const url = new URLSearchParams(params);
  url.set('q', normalizeText(params.get('q')));
  for (const [name, kind] of FILTERS)
    if (kind === 'choice' && new Set(url.getAll(name).map((v) => v.trim())).size > 1) url.delete(name);

  // The parameters read, by name: the URL's names are the contract's keys.
  const names: Record<string, Key> = {};
  for (const name of ['q', ...FILTERS.map(([name]) => name), 'sort', 'page'] as const)
    if (!(page.ignore as readonly string[] | undefined)?.includes(name)) names[name] = name;
  const query = readListQuery(productSearchQuerySchema, url, names, LISTS);

  // The schema's values, narrowed (a list without repeats, a flag false as none): still the contract's types.
  const filters = Object.fromEntries(
    FILTERS.map(([name, kind]) => {
      const value: unknown = query[name];
      if (Array.isArray(value)) return [name, [...new Set(value)]];
      return [name, kind === 'flag' && value === false ? undefined : value];
    }),
  ) as Pick<ProductSearchQuery, FilterName>;
  return {
    ...query,
    ...filters,
    sort: availableSorts(page.signedIn).includes(query.sort) ? query.sort : 'relevance',
    locale: page.locale,
  };
}
