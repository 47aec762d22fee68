/**
 * A list page's state in its URL (issue 19 §4): the filters and the page are the query string, so a list works
 * without JavaScript (links and GET forms), the back button returns to the previous filter or page, and a link
 * can be shared. The server reads the query with the contract's schema (lib/list-query.server.ts); this module
 * writes it back and needs no schema library, so the page's script stays small.
 */

import type { MessageKey } from '../../i18n';

/** One value of a list's state: a filter (text, number, none) or a repeated one (`?family=a&family=b`). */
export type ListValue = string | number | null | readonly string[];

/** A list's state: its filters, by their URL names, and the page (from 1). */
export type ListState = { readonly page: number } & Readonly<Record<string, ListValue>>;

const same = (a: ListValue, b: ListValue | undefined): boolean =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((v, i) => v === b[i])
    : Array.isArray(a)
      ? a.length === 0 && b === undefined
      : a === b;

/**
 * The query string of a state (`?type=invoice&page=2`, '' for the defaults): a value equal to its default, an
 * empty one or an empty list is left out, so the list's links, its form and its parsed URL name a state once.
 * The order is the state's own: one state, one address.
 */
export function listSearch<S extends ListState>(state: S, defaults: S): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(state) as [string, ListValue][]) {
    if (value === null || value === '' || same(value, defaults[name])) continue;
    if (Array.isArray(value)) for (const v of value as readonly string[]) params.append(name, v);
    else params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** One filter of a list as links (ChoiceLinks): its values, the current one, each value's link (and its label). */
export interface ListChoice<V> {
  values: readonly V[];
  current: unknown;
  href(value: V): string;
  /** Each value's message key, when the filter was given its labels (labelKeys) rather than its values. */
  labels?: Readonly<Record<V & string, MessageKey>>;
}

/** The links of a list at `base`: another filter (back to its first page), another page (filters kept). */
export interface ListLinks<S extends ListState> {
  filter(change: Partial<S>): string;
  page(page: number): string;
  /** Whether some filter is set (the unfiltered list may say it is empty in its own words). */
  filtered: boolean;
  /**
   * The filter `name` as links to each of `values` (or of the values `labels` names, each with its label), `reset`
   * also applied (another view drops its filters).
   */
  choice<N extends keyof S & string, V extends S[N]>(
    name: N,
    values: readonly V[] | Readonly<Record<V & string, MessageKey>>,
    reset?: Partial<S>,
  ): ListChoice<V>;
}

/** A filter's values, given as such or as the keys of their labels (in the labels' order). */
function choiceValues<V>(
  values: readonly V[] | Readonly<Record<V & string, MessageKey>>,
): Pick<ListChoice<V>, 'values' | 'labels'> {
  if (Array.isArray(values)) return { values: values as readonly V[] };
  const labels = values as Readonly<Record<V & string, MessageKey>>;
  return { values: Object.keys(labels) as V[], labels };
}

export function listLinks<S extends ListState>(base: string, state: S, defaults: S): ListLinks<S> {
  const filter = (change: Partial<S>) => `${base}${listSearch({ ...state, ...change, page: 1 }, defaults)}`;
  return {
    filter,
    page: (page) => `${base}${listSearch({ ...state, page }, defaults)}`,
    filtered: listSearch({ ...state, page: 1 }, { ...defaults, page: 1 }) !== '',
    choice: (name, values, reset) => ({
      ...choiceValues(values),
      current: state[name],
      href: (value) => filter({ ...reset, [name]: value } as Partial<S>),
    }),
  };
}

/** The number of pages of `count` items (at least one: an empty list is page 1 of 1). */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
