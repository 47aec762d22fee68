import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { couponRedemptions, coupons, products, variants, type Executor } from '@vetshop/db';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;

export async function findCouponByCode(db: Executor, code: string): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  return row ?? null;
}

export async function findCoupon(db: Executor, id: number): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  return row ?? null;
}

/** The code under its row lock, until the transaction ends: confirmations using it queue here. */
export async function lockCoupon(db: Executor, id: number): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function customerUses(db: Executor, couponId: number, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.customerId, customerId)));
  return row?.n ?? 0;
}

/**
 * One more use, only while the total allows it (the update is the check: two confirmations at once on two
 * connections cannot both take the last use). False when it is used up.
 */
export async function takeUse(db: Executor, couponId: number): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        or(isNull(coupons.totalLimit), lt(coupons.usedCount, coupons.totalLimit)),
      ),
    )
    .returning({ id: coupons.id });
  return rows.length > 0;
}

export async function insertRedemption(
  db: Executor,
  row: typeof couponRedemptions.$inferInsert,
): Promise<void> {
  await db.insert(couponRedemptions).values(row);
}

/** A free product's variant with its names: whether it can be given (it exists and is sold), and what it is. */
export async function giftVariant(db: Executor, variantId: number) {
  const [row] = await db
    .select({
      id: variants.id,
      sku: variants.sku,
      active: variants.active,
      name: products.name,
      variantLabel: variants.variantLabel,
      vatRateBp: products.vatRateBp,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(variants.id, variantId))
    .limit(1);
  return row ?? null;
}
export type GiftVariant = NonNullable<Awaited<ReturnType<typeof giftVariant>>>;

export async function variantBySku(db: Executor, sku: string) {
  const [row] = await db
    .select({ id: variants.id, sku: variants.sku, active: variants.active })
    .from(variants)
    .where(eq(variants.sku, sku))
    .limit(1);
  return row ?? null;
}

export async function listCoupons(db: Executor): Promise<CouponRow[]> {
  return db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id)).limit(500);
}

/** The new code, or null when one already has that code. */
export async function insertCoupon(db: Executor, row: NewCoupon): Promise<CouponRow | null> {
  const [created] = await db
    .insert(coupons)
    .values(row)
    .onConflictDoNothing({ target: coupons.code })
    .returning();
  return created ?? null;
}

export async function endCoupon(db: Executor, id: number, now: Date): Promise<CouponRow | null> {
  const [row] = await db
    .update(coupons)
    .set({ endedAt: sql`coalesce(${coupons.endedAt}, ${now})` })
    .where(eq(coupons.id, id))
    .returning();
  return row ?? null;
}
