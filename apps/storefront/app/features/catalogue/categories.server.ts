import type { CategorySummary } from '@vetshop/contract';
import type { Locale } from '../../i18n';
import type { BackofficeClient } from '../../lib/backoffice.server';
import { categoryPaths } from './seo';

/**
 * The back office's categories are public and change rarely: each view of them (the navigation's first
 * level, the category paths per language) is kept 5 minutes per locale, shared by all requests, loaded once
 * even when several requests ask at the same time. A failed load is not kept: the next request tries again.
 */
const TTL_MS = 5 * 60 * 1000;

interface LocaleCache<T> {
  /** The cached value, or the last one known (possibly stale) when `load` fails; undefined if never loaded. */
  get(bo: BackofficeClient, locale: Locale): Promise<T | undefined>;
  /** Drops every locale's value (the content purge: staff changed the catalogue's texts or order). */
  purge(): void;
}

function localeCache<T>(load: (bo: BackofficeClient, locale: Locale) => Promise<T>): LocaleCache<T> {
  const cache = new Map<Locale, { at: number; value: T }>();
  const pending = new Map<Locale, Promise<T | undefined>>();
  // Bumped by every purge: a load started before the purge must not put its (older) answer in the cache.
  let generation = 0;
  return {
    get(bo, locale) {
      const hit = cache.get(locale);
      if (hit && Date.now() - hit.at < TTL_MS) return Promise.resolve(hit.value);
      let loading = pending.get(locale);
      if (!loading) {
        const started = generation;
        loading = load(bo, locale)
          .then((value) => {
            if (started === generation) cache.set(locale, { at: Date.now(), value });
            return value;
          })
          .catch(() => hit?.value)
          .finally(() => {
            if (pending.get(locale) === loading) pending.delete(locale);
          });
        pending.set(locale, loading);
      }
      return loading;
    },
    purge() {
      generation++;
      cache.clear();
      pending.clear();
    },
  };
}

const firstLevel = localeCache(async (bo, locale) => {
  const { items } = await bo.call('catalogue.categories', { query: { locale } });
  return items;
});

const pathsByLocale = localeCache(async (bo, locale) => {
  const { items } = await bo.call('catalogue.categoryTree', { query: { locale } });
  return categoryPaths(items);
});

/**
 * The category caches of the process: the header's categories are on every page, so the content purge
 * (features/content purge-route.server.ts) drops them with the content caches.
 */
export const CATEGORY_CACHES = [firstLevel, pathsByLocale] as const;

/** First-level categories for the navigation. */
export async function navigationCategories(bo: BackofficeClient, locale: Locale): Promise<CategorySummary[]> {
  // The navigation must not take the page down: without the back office the page shows its own error.
  return (await firstLevel.get(bo, locale)) ?? [];
}

/** The category paths of a language (id → url keys from the top level), for the category page's translated URLs. */
export function categoryPathsOf(
  bo: BackofficeClient,
  locale: Locale,
): Promise<Map<number, string[]> | undefined> {
  // Translated URLs are a nicety: without the tree the page still works (single-segment alternates).
  return pathsByLocale.get(bo, locale);
}
