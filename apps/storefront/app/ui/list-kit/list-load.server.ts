import { data } from 'react-router';
import type { Locale } from '../../i18n';
import type { BackofficeClient } from '../../lib/backoffice.server';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, requireStaffUser, requireUser, STAFF_HEADERS } from '../../lib/request.server';
import { readListQuery, pagesOrLast, type ListQuerySchema } from './list-query.server';
import { listLinks, type ListState, type ListValue } from './list-url';

/** A schema key whose parsed value fits a state value `V` (a list key fits a single value too: its first one). */
type KeyFitting<Out, V> = {
  [K in keyof Out & string]-?: [NonNullable<Out[K]>] extends [V]
    ? K
    : [NonNullable<Out[K]>] extends [readonly (infer E)[]]
      ? [E] extends [V]
        ? K
        : never
      : never;
}[keyof Out & string];

/** Each URL parameter of a list's state and the schema key it is read into (`{ state: 'quotation_state' }`). */
export type ListNames<Out, S> = { readonly [N in keyof S & string]?: KeyFitting<Out, S[N]> };

/** A list's URL as its loader reads it: the contract's schema of its call, the state's defaults, and the names. */
export interface ListRead<Out, S extends ListState> {
  schema: ListQuerySchema<Out>;
  defaults: S;
  names: ListNames<Out, S>;
}

/** The query of a paged back-office call: its page and its page size (the calls name it one of two ways). */
export type PagedQuery = { page: number } & ({ page_size: number } | { per_page: number });

/** A back-office list's answer: its items and how many there are in all (the calls name it one of two ways). */
export type ListAnswer = { items: readonly unknown[] } & ({ count: number } | { total: number });

/** What a list page's loader gives its page: the call's answer, the list's state from the URL, the page count. */
export interface ListData<S extends ListState, L extends ListAnswer> {
  list: L;
  query: S;
  pages: number;
}

export function listRead<Out extends PagedQuery, S extends ListState>(
  schema: ListQuerySchema<Out>,
  defaults: S,
  names: ListNames<Out, S>,
): ListRead<Out, S> {
  return { schema, defaults, names };
}

/**
 * A list's state from its URL (readListQuery): the query for the back office, and the page's state, each named
 * value taken from the query (the first of a list key read into a single value), the others their defaults.
 */
export function readListState<Out extends PagedQuery, S extends ListState>(
  read: ListRead<Out, S>,
  params: URLSearchParams,
  fixed?: Partial<S>,
): { query: Out; state: S } {
  const names = read.names as Readonly<Record<string, keyof Out & string>>;
  const query = readListQuery(read.schema, params, names);
  const state: Record<string, ListValue> = { ...read.defaults };
  for (const [name, key] of Object.entries(names)) {
    const value = query[key] as ListValue | undefined;
    const one = Array.isArray(value) && !Array.isArray(state[name]) ? (value as readonly string[])[0] : value;
    if (one !== undefined && one !== null) state[name] = one;
  }
  return { query, state: { ...(state as S), ...fixed } };
}

/**
 * A list page's data: its URL read (readListState), the back office called with the query, and the page count; a
 * page past the end (an old bookmark, items gone since) is a redirect to the last one (pagesOrLast).
 */
export async function loadList<Out extends PagedQuery, S extends ListState, L extends ListAnswer>(
  listed: { read: ListRead<Out, S>; params: URLSearchParams; base: string; fixed?: Partial<S> },
  call: (query: Out, state: S) => Promise<L>,
  headers?: Record<string, string>,
): Promise<ListData<S, L>> {
  const { query, state } = readListState(listed.read, listed.params, listed.fixed);
  const list = await call(query, state);
  const pageSize = 'page_size' in query ? query.page_size : query.per_page;
  const count = 'count' in list ? list.count : list.total;
  const href = listLinks(listed.base, state, listed.read.defaults).page;
  const pages = pagesOrLast({ page: query.page, count, pageSize }, href, headers);
  return { list, query: state, pages };
}

/**
 * The loader of a list page: the signed-in buyer's (privately cached) or the staff's (never cached), reading its
 * URL, calling the back office and counting the pages (loadList); `more` is what the page shows beside the list,
 * fetched at the same time.
 */
export function listPageLoader<
  Out extends PagedQuery,
  S extends ListState,
  L extends ListAnswer,
  M extends object = Record<never, never>,
>(
  who: 'buyer' | 'staff',
  read: ListRead<Out, S>,
  base: (locale: Locale) => string,
  call: (bo: BackofficeClient, query: Out) => Promise<L>,
  more?: (bo: BackofficeClient, params: URLSearchParams) => M | Promise<M>,
) {
  return page(async (args: RouteArgs) => {
    const { bo, user, locale } = await (who === 'staff' ? requireStaffUser(args) : requireUser(args));
    const headers = who === 'staff' ? STAFF_HEADERS : cacheControl(user);
    const params = new URL(args.request.url).searchParams;
    const listed = { read, params, base: base(locale) };
    const [found, extra] = await Promise.all([
      loadList(listed, (query) => call(bo, query), who === 'staff' ? STAFF_HEADERS : undefined),
      // After a tick: a `more` that throws at once still waits for the list (no unhandled rejection).
      Promise.resolve().then(() => more?.(bo, params)),
    ]);
    return data({ ...found, ...(extra as M) }, { headers });
  });
}
