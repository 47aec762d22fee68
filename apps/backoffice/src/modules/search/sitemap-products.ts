import type { SitemapProducts, SitemapProductsQuery } from '@vetshop/contract';
import type { Executor } from '@vetshop/db';
import { guestVisibleProducts, lastGuestVisibleProductId } from './repository';

/**
 * The products a guest may open (the search's visibility rule for no role, with an active variant — a
 * product page without one is a 404), with their url_key per locale, by id after `after`. The same for
 * everyone: the sitemap lists only what a search engine, a guest, can see.
 */
export async function sitemapProducts(db: Executor, q: SitemapProductsQuery): Promise<SitemapProducts> {
  const [rows, last] = await Promise.all([
    guestVisibleProducts(db, q.after, q.limit + 1),
    lastGuestVisibleProductId(db),
  ]);
  const page = rows.slice(0, q.limit);
  return {
    items: page.map((r) => {
      // A locale without its own key falls back to the French one (the product page redirects to it).
      const fr = r.url_key.fr ?? '';
      return {
        id: r.id,
        url_key_locales: { fr, nl: r.url_key.nl || fr, en: r.url_key.en || fr },
        updated_at: new Date(r.updated_at).toISOString(),
      };
    }),
    next_after: rows.length > q.limit ? (page.at(-1)?.id ?? null) : null,
    last_id: last,
  };
}
