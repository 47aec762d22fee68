import type { Locale } from '@vetshop/contract';
import { urlKeys, type Executor } from '@vetshop/db';
import { and, eq } from 'drizzle-orm';

export interface UrlKeyTarget {
  entityId: number;
  /** The key is current in the caller's locale: answer the entity; otherwise redirect to its current key. */
  current: boolean;
}

/**
 * Finds what a url_key designates. Old keys (is_redirect) and keys of another locale lead to the entity
 * too, but the caller is sent to its current key in the caller's locale (locale switch, renamed product).
 */
export async function resolveUrlKey(
  db: Executor,
  entity: 'product' | 'category',
  urlKey: string,
  locale: Locale,
): Promise<UrlKeyTarget | null> {
  const key = urlKey.trim().replace(/^\/+|\/+$/g, '');
  if (key === '' || key.length > 500) return null;
  const rows = await db
    .select({ locale: urlKeys.locale, entityId: urlKeys.entityId, isRedirect: urlKeys.isRedirect })
    .from(urlKeys)
    .where(and(eq(urlKeys.entity, entity), eq(urlKeys.urlKey, key)));
  if (rows.length === 0) return null;
  const best =
    rows.find((r) => r.locale === locale && !r.isRedirect) ??
    rows.find((r) => r.locale === locale) ??
    rows.find((r) => !r.isRedirect) ??
    rows[0]!;
  return { entityId: best.entityId, current: best.locale === locale && !best.isRedirect };
}
