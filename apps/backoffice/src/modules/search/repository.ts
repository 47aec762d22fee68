import { products, productSelections, queryRows, type Executor } from '@vetshop/db';
import { visibleProductCondition } from '@vetshop/search';
import { asc, eq, sql } from 'drizzle-orm';
import type { Locale } from '@vetshop/contract';
import type { Role } from '@vetshop/domain';

/** Every product id, in order (the batches of a rolling refresh). */
export async function allProductIds(db: Executor): Promise<number[]> {
  return (await db.select({ id: products.id }).from(products).orderBy(asc(products.id))).map((r) => r.id);
}

export interface SitemapProductRow {
  id: number;
  url_key: { fr?: string; nl?: string; en?: string };
  updated_at: Date | string;
}

/**
 * The products a guest may open (the search's visibility rule for no role, with an active variant — a product
 * page without one is a 404): the same for everyone, since a sitemap lists what a search engine, a guest, sees.
 */
const guestVisible = sql`${visibleProductCondition(null)}
  AND EXISTS (SELECT 1 FROM variants va WHERE va.product_id = p.id AND va.active)`;

/** Up to `limit` guest-visible products after id `after`, by id, with their url_key per locale. */
export function guestVisibleProducts(
  db: Executor,
  after: number,
  limit: number,
): Promise<SitemapProductRow[]> {
  return queryRows<SitemapProductRow>(
    db,
    sql`SELECT p.id, p.url_key, p.updated_at FROM products p
        WHERE p.id > ${after} AND ${guestVisible} ORDER BY p.id LIMIT ${limit}`,
  );
}

/** The highest id of a guest-visible product (null: none). */
export async function lastGuestVisibleProductId(db: Executor): Promise<number | null> {
  const [last] = await queryRows<{ id: number | null }>(
    db,
    sql`SELECT max(p.id) AS id FROM products p WHERE ${guestVisible}`,
  );
  return last?.id ?? null;
}

/** The provider's selection for a role, in its order, with each product's name and url key in `locale`. */
export async function selectionOf(db: Executor, role: Role, locale: Locale) {
  const rows = await db
    .select({
      productId: productSelections.productId,
      sequence: productSelections.sequence,
      name: products.name,
      urlKey: products.urlKey,
    })
    .from(productSelections)
    .innerJoin(products, eq(products.id, productSelections.productId))
    .where(eq(productSelections.role, role))
    .orderBy(asc(productSelections.sequence), asc(productSelections.productId));
  return rows.map((r) => ({
    product_id: r.productId,
    sequence: r.sequence,
    name: r.name[locale] ?? r.name.fr,
    url_key: r.urlKey[locale] ?? r.urlKey.fr,
  }));
}
