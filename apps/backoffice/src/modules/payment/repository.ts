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
