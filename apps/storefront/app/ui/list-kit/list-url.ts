/**
 * A list page's state in its URL (issue 19 §4): the filters and the page are the query string, so a list works
 * without JavaScript (links and GET forms), the back button returns to the previous filter or page, and a link
 * can be shared. The server reads the query with the contract's schema (lib/list-query.server.ts); this module
 * writes it back and needs no schema library, so the page's script stays small.
 */

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

/** The links of a list at `base`: another filter (back to its first page), another page (filters kept). */
export interface ListLinks<S extends ListState> {
  filter(change: Partial<S>): string;
  page(page: number): string;
}

export function listLinks<S extends ListState>(base: string, state: S, defaults: S): ListLinks<S> {
  return {
    filter: (change) => `${base}${listSearch({ ...state, ...change, page: 1 }, defaults)}`,
    page: (page) => `${base}${listSearch({ ...state, page }, defaults)}`,
  };
}

/** The number of pages of `count` items (at least one: an empty list is page 1 of 1). */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
