import { asc, eq } from 'drizzle-orm';
import { paymentModes, type Executor } from '@vetshop/db';

export type PaymentModeRow = typeof paymentModes.$inferSelect;

export async function findPaymentMode(db: Executor, id: number): Promise<PaymentModeRow | null> {
  const [row] = await db.select().from(paymentModes).where(eq(paymentModes.id, id)).limit(1);
  return row ?? null;
}

export async function listPaymentModes(db: Executor): Promise<PaymentModeRow[]> {
  return db.select().from(paymentModes).orderBy(asc(paymentModes.id));
}

/** Adds a payment mode unless one with its code exists (two processes may add it at once); answers its id. */
export async function ensurePaymentMode(
  db: Executor,
  mode: { code: string; name: PaymentModeRow['name'] },
): Promise<number> {
  await db.insert(paymentModes).values(mode).onConflictDoNothing({ target: paymentModes.code });
  const [row] = await db
    .select({ id: paymentModes.id })
    .from(paymentModes)
    .where(eq(paymentModes.code, mode.code))
    .limit(1);
  if (!row) throw new Error(`payment mode ${mode.code} vanished`);
  return row.id;
}
