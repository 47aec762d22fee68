import {
  anyOf,
  customers,
  queryRows,
  substitutions,
  wishlistLines,
  wishlists,
  type Executor,
} from '@vetshop/db';
import { and, asc, eq, sql } from 'drizzle-orm';

export type WishlistRow = typeof wishlists.$inferSelect;
export type WishlistLineRow = typeof wishlistLines.$inferSelect;

export interface WishlistListRow {
  id: number;
  name: string;
  client_order_ref: string | null;
  updated_at: Date | string;
  line_count: string | number;
  /** Lists of the customer (window count), for the page's total. */
  total: string | number;
}

/** One page of the customer's lists by name (as compared: case, accents and spaces ignored), with line counts. */
export function listWishlists(
  db: Executor,
  customerId: number,
  limit: number,
  offset: number,
): Promise<WishlistListRow[]> {
  return queryRows<WishlistListRow>(
    db,
    sql`SELECT w.id, w.name, w.client_order_ref, w.updated_at,
               (SELECT count(*) FROM wishlist_lines l WHERE l.wishlist_id = w.id) AS line_count,
               count(*) OVER () AS total
        FROM wishlists w
        WHERE w.customer_id = ${customerId}
        ORDER BY w.name_key, w.name, w.id
        LIMIT ${limit} OFFSET ${offset}`,
  );
}

export async function countWishlists(db: Executor, customerId: number): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`SELECT count(*) AS n FROM wishlists WHERE customer_id = ${customerId}`,
  );
  return Number(row?.n ?? 0);
}

/** The customer's list; another customer's (or none) is null. `lock`: held until the end of the transaction. */
export async function findWishlist(
  db: Executor,
  customerId: number,
  id: number,
  lock = false,
): Promise<WishlistRow | null> {
  const query = db
    .select()
    .from(wishlists)
    .where(and(eq(wishlists.id, id), eq(wishlists.customerId, customerId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Serialises the changes of one customer's list names (two tabs creating the same name at once). */
export async function lockCustomer(db: Executor, customerId: number): Promise<void> {
  await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

/** Names of the customer's lists, for the uniqueness rule. */
export function wishlistNames(db: Executor, customerId: number) {
  return db
    .select({ id: wishlists.id, name: wishlists.name })
    .from(wishlists)
    .where(eq(wishlists.customerId, customerId));
}

export async function insertWishlist(
  db: Executor,
  values: typeof wishlists.$inferInsert,
): Promise<WishlistRow> {
  const [row] = await db.insert(wishlists).values(values).returning();
  if (!row) throw new Error('wishlist insert returned nothing');
  return row;
}

export async function updateWishlist(
  db: Executor,
  id: number,
  values: Partial<typeof wishlists.$inferInsert>,
): Promise<WishlistRow> {
  const [row] = await db
    .update(wishlists)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(wishlists.id, id))
    .returning();
  if (!row) throw new Error(`wishlist ${id} vanished`);
  return row;
}

export async function deleteWishlist(db: Executor, customerId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(wishlists)
    .where(and(eq(wishlists.id, id), eq(wishlists.customerId, customerId)))
    .returning({ id: wishlists.id });
  return rows.length > 0;
}

export function linesOf(db: Executor, wishlistId: number): Promise<WishlistLineRow[]> {
  return db
    .select()
    .from(wishlistLines)
    .where(eq(wishlistLines.wishlistId, wishlistId))
    .orderBy(asc(wishlistLines.sequence), asc(wishlistLines.id));
}

const CHUNK = 500;

export async function insertLines(
  db: Executor,
  wishlistId: number,
  rows: { productId: number; quantity: number; sequence: number }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK)
    await db.insert(wishlistLines).values(
      rows.slice(i, i + CHUNK).map((r) => ({
        wishlistId,
        variantId: r.productId,
        quantity: r.quantity,
        sequence: r.sequence,
      })),
    );
}

/** Several lines changed in one statement per chunk (product, quantity, place, list). */
export async function updateLines(
  db: Executor,
  rows: { id: number; wishlistId: number; productId: number; quantity: number; sequence: number }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = sql.join(
      rows
        .slice(i, i + CHUNK)
        .map(
          (r) =>
            sql`(${r.id}::int, ${r.wishlistId}::int, ${r.productId}::int, ${r.quantity}::int, ${r.sequence}::int)`,
        ),
      sql`, `,
    );
    await db.execute(sql`
      UPDATE wishlist_lines SET wishlist_id = v.wishlist_id, variant_id = v.variant_id, quantity = v.quantity,
             sequence = v.sequence
      FROM (VALUES ${values}) AS v(id, wishlist_id, variant_id, quantity, sequence)
      WHERE wishlist_lines.id = v.id`);
  }
}

/**
 * Lines that take another product, each keeping its id, quantity slot and creation date: deleted, then inserted
 * again with their new product. The unique index (a product once per list) is checked row by row, so updating
 * them in place could meet it half-way when two lines swap products, or when a line takes a product another
 * line gives up in the same request; once they are all gone, the rows put back can only meet the final state,
 * which the domain plan has already checked. The caller has removed the lines that go first and holds the
 * list's lock. (Not a DEFERRABLE constraint: drizzle-kit cannot declare one, and the index would change for
 * every other writer.)
 */
export async function replaceLineProducts(
  db: Executor,
  wishlistId: number,
  rows: { id: number; productId: number; quantity: number; sequence: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.id);
  const gone = new Map<number, Date>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const deleted = await db
      .delete(wishlistLines)
      .where(
        and(
          eq(wishlistLines.wishlistId, wishlistId),
          anyOf(wishlistLines.id, ids.slice(i, i + CHUNK), 'int'),
        ),
      )
      .returning({ id: wishlistLines.id, createdAt: wishlistLines.createdAt });
    for (const d of deleted) gone.set(d.id, d.createdAt);
  }
  const back = rows.filter((r) => gone.has(r.id));
  for (let i = 0; i < back.length; i += CHUNK)
    await db.insert(wishlistLines).values(
      back.slice(i, i + CHUNK).map((r) => ({
        id: r.id,
        wishlistId,
        variantId: r.productId,
        quantity: r.quantity,
        sequence: r.sequence,
        createdAt: gone.get(r.id),
      })),
    );
}

export async function deleteLines(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.delete(wishlistLines).where(anyOf(wishlistLines.id, ids, 'int'));
}

/** The substitutions of some variants, by sequence (one query). */
export async function substitutesOf(
  db: Executor,
  variantIds: readonly number[],
): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (variantIds.length === 0) return out;
  const rows = await db
    .select({ variantId: substitutions.variantId, substituteId: substitutions.substituteVariantId })
    .from(substitutions)
    .where(anyOf(substitutions.variantId, [...new Set(variantIds)], 'int'))
    .orderBy(asc(substitutions.sequence), asc(substitutions.substituteVariantId));
  for (const row of rows) {
    const list = out.get(row.variantId) ?? [];
    list.push(row.substituteId);
    out.set(row.variantId, list);
  }
  return out;
}
