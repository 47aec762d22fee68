import { redirect } from 'react-router';
import { pageCount } from './list-url';

/**
 * What a list page's loader needs of a contract query schema (zod's `safeParse`, written out so that this module
 * names no schema library): the schema stays on the server, the page's script never carries it.
 */
export interface ListQuerySchema<Out> {
  safeParse(
    input: unknown,
  ): { success: true; data: Out } | { success: false; error: { issues: readonly { path: PropertyKey[] }[] } };
}

/**
 * A list page's URL query read with the contract's schema of the back-office call it makes (issue 19 §1, §4), so
 * the page accepts exactly what the back office does, with the same defaults (page size included).
 *
 * `names` maps each URL parameter the page reads to the schema's key (`{ state: 'quotation_state' }`); nothing
 * else of the URL is read (no `page_size` from a hand-edited address). A key ending in `[]` or named in `lists`
 * takes every value of its parameter (`?family=meds&family=food`), the others the first; blank values are absent
 * (a GET form's empty select). A value the schema refuses falls back to its default and the others are kept: a
 * bad page number or an unknown state never breaks the page, never costs the other filters (a list is one value
 * here: one bad item drops the list).
 */
export function readListQuery<Out extends object>(
  schema: ListQuerySchema<Out>,
  params: URLSearchParams,
  names: Readonly<Record<string, keyof Out & string>>,
  lists: readonly (keyof Out & string)[] = [],
): Out {
  const input: Record<string, string | string[]> = {};
  for (const [name, key] of Object.entries(names)) {
    const values = params
      .getAll(name)
      .map((v) => v.trim())
      .filter((v) => v !== '');
    if (values.length > 0) input[key] = key.endsWith('[]') || lists.includes(key) ? values : values[0]!;
  }
  // Each round drops the values refused; the last round reads only defaults.
  for (let round = Object.keys(input).length; round >= 0; round--) {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete input[String(issue.path[0])];
    if (round === 1) for (const key of Object.keys(input)) delete input[key];
  }
  throw new Error('readListQuery: the schema has no default for a key the list reads');
}

/**
 * The number of pages of a list; a page past the end (an old bookmark, items gone since) is answered with a
 * redirect to the last one, with the page's headers (staff pages: never cached).
 */
export function pagesOrLast(
  list: { page: number; count: number; pageSize: number },
  href: (page: number) => string,
  headers?: Record<string, string>,
): number {
  const pages = pageCount(list.count, list.pageSize);
  if (list.page > pages && list.count > 0) throw redirect(href(pages), headers ? { headers } : undefined);
  return pages;
}
