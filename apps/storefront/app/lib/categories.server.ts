import type { CategorySummary } from '@vetshop/contract';
import type { Locale } from '../i18n';
import type { BackofficeClient } from './backoffice.server';

/** First-level categories for the navigation: public and stable, kept 5 minutes per locale. */
const cache = new Map<Locale, { at: number; items: CategorySummary[] }>();
const TTL_MS = 5 * 60 * 1000;

export async function navigationCategories(bo: BackofficeClient, locale: Locale): Promise<CategorySummary[]> {
  const hit = cache.get(locale);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.items;
  try {
    const { items } = await bo.get<{ items: CategorySummary[] }>(`/categories?locale=${locale}`, {
      search: true,
    });
    cache.set(locale, { at: Date.now(), items });
    return items;
  } catch {
    // The navigation must not take the page down: without the back office the page shows its own error.
    return hit?.items ?? [];
  }
}
