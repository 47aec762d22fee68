import { and, asc, eq } from 'drizzle-orm';
import { cartPublicPickups, pickupPoints, type Executor, type PublicPickupPoint } from '@vetshop/db';

export type PickupPointRow = typeof pickupPoints.$inferSelect;
export type PublicPickupRow = typeof cartPublicPickups.$inferSelect;

/** A carrier's open pickup points (a few hundred at most per carrier: ranked in memory). */
export async function activePickupPoints(db: Executor, carrierId: number): Promise<PickupPointRow[]> {
  return db
    .select()
    .from(pickupPoints)
    .where(and(eq(pickupPoints.carrierId, carrierId), eq(pickupPoints.active, true)))
    .orderBy(asc(pickupPoints.id));
}

export async function findPickupPoint(db: Executor, id: number): Promise<PickupPointRow | null> {
  const [row] = await db.select().from(pickupPoints).where(eq(pickupPoints.id, id)).limit(1);
  return row ?? null;
}

export async function findPublicPickup(db: Executor, cartId: number): Promise<PublicPickupRow | null> {
  const [row] = await db
    .select()
    .from(cartPublicPickups)
    .where(eq(cartPublicPickups.cartId, cartId))
    .limit(1);
  return row ?? null;
}

export async function savePublicPickup(
  db: Executor,
  cartId: number,
  carrierId: number,
  point: PublicPickupPoint,
): Promise<void> {
  await db
    .insert(cartPublicPickups)
    .values({ cartId, carrierId, point })
    .onConflictDoUpdate({
      target: cartPublicPickups.cartId,
      set: { carrierId, point, createdAt: new Date() },
    });
}

export async function deletePublicPickup(db: Executor, cartId: number): Promise<void> {
  await db.delete(cartPublicPickups).where(eq(cartPublicPickups.cartId, cartId));
}
