import type { CategorySummary } from '@vetshop/contract';
import type { Locale } from '../../i18n';
import type { BackofficeClient } from '../../lib/backoffice.server';
import { localeCache } from '../../lib/locale-cache.server';
import { categoryPaths } from './seo';

/**
 * The back office's categories are public and change rarely: each view of them (the navigation's first level, the
 * category paths per language) is kept per locale (lib/locale-cache.server.ts).
 */
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
