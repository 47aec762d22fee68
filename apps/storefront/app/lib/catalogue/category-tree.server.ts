import type { CategoryNode } from '@vetshop/contract';
import type { Locale } from '../../i18n';
import type { BackofficeClient } from '../backoffice.server';
import { categoryPaths } from './seo';

/**
 * The category paths of each language (id → url keys from the top level), for the translated URLs of the
 * category page. The tree is public and changes rarely: kept 5 minutes per locale, shared by all requests.
 */
const TTL_MS = 5 * 60 * 1000;
const cache = new Map<Locale, { at: number; paths: Map<number, string[]> }>();
const pending = new Map<Locale, Promise<Map<number, string[]> | undefined>>();

export async function categoryPathsOf(
  bo: BackofficeClient,
  locale: Locale,
): Promise<Map<number, string[]> | undefined> {
  const hit = cache.get(locale);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.paths;
  let load = pending.get(locale);
  if (!load) {
    load = bo
      .get<{ items: CategoryNode[] }>(`/categories/tree?locale=${locale}`, { search: true })
      .then(({ items }) => {
        const paths = categoryPaths(items);
        cache.set(locale, { at: Date.now(), paths });
        return paths;
      })
      // Translated URLs are a nicety: without the tree the page still works (single-segment alternates).
      .catch(() => hit?.paths)
      .finally(() => pending.delete(locale));
    pending.set(locale, load);
  }
  return load;
}
