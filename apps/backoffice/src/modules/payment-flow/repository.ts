import { and, desc, eq, sql } from 'drizzle-orm';
import {
  carts,
  customerPaymentProviders,
  customers,
  paymentTransactions,
  queryRows,
  saleOrders,
  type Executor,
} from '@vetshop/db';

// ---- payment transactions (decision 038)

export type PaymentTransactionRow = typeof paymentTransactions.$inferSelect;
export type NewPaymentTransaction = typeof paymentTransactions.$inferInsert;

export async function insertTransaction(
  db: Executor,
  row: NewPaymentTransaction,
): Promise<PaymentTransactionRow> {
  const [created] = await db.insert(paymentTransactions).values(row).returning();
  return created!;
}

/** The next transaction number (its reference and its structured reference are made from it). */
export async function nextTransactionId(db: Executor): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT nextval(pg_get_serial_sequence('payment_transactions', 'id'))::int AS id`,
  );
  return rows[0]!.id;
}

/**
 * A transaction locked until the end of the caller's transaction: a webhook and the buyer's return applying a
 * status at the same instant take turns, and the second sees the first's state (decision 038).
 */
export async function lockTransaction(db: Executor, id: number): Promise<PaymentTransactionRow | null> {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function findTransactionByProviderRef(
  db: Executor,
  provider: string,
  providerReference: string,
): Promise<PaymentTransactionRow | null> {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.provider, provider),
        eq(paymentTransactions.providerReference, providerReference),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function orderName(db: Executor, orderId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: saleOrders.name })
    .from(saleOrders)
    .where(eq(saleOrders.id, orderId))
    .limit(1);
  return row?.name ?? null;
}

export async function findTransactionByReference(
  db: Executor,
  reference: string,
): Promise<PaymentTransactionRow | null> {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.reference, reference))
    .limit(1);
  return row ?? null;
}

export async function updateTransaction(
  db: Executor,
  id: number,
  values: Partial<
    Pick<NewPaymentTransaction, 'state' | 'providerReference' | 'providerStatus' | 'checkoutUrl' | 'note'>
  >,
  now: Date,
): Promise<void> {
  await db
    .update(paymentTransactions)
    .set({ ...values, updatedAt: now })
    .where(eq(paymentTransactions.id, id));
}

/**
 * Links the order to the transaction, once: false when the transaction already has one or the order is
 * already another transaction's (a second payment of a cart already ordered).
 */
export async function linkOrder(db: Executor, id: number, orderId: number, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE payment_transactions SET order_id = ${orderId}, updated_at = ${now}
        WHERE id = ${id} AND order_id IS NULL
          AND NOT EXISTS (SELECT 1 FROM payment_transactions o WHERE o.order_id = ${orderId})
        RETURNING id`,
  );
  return rows.length === 1;
}

/** The order a transaction of this cart already placed (on account and wire transfer place it at once). */
export async function transactionOfOrder(
  db: Executor,
  orderId: number,
): Promise<PaymentTransactionRow | null> {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.orderId, orderId))
    .limit(1);
  return row ?? null;
}

/** The providers chosen for a customer (none: every configured provider). */
export async function customerProviders(db: Executor, customerId: number): Promise<string[]> {
  const rows = await db
    .select({ provider: customerPaymentProviders.provider })
    .from(customerPaymentProviders)
    .where(eq(customerPaymentProviders.customerId, customerId));
  return rows.map((r) => r.provider);
}

/** A customer by its number (ref), as staff type it. */
export async function customerByRef(db: Executor, ref: string) {
  const [row] = await db
    .select({ id: customers.id, ref: customers.ref, name: customers.name })
    .from(customers)
    .where(eq(customers.ref, ref))
    .limit(1);
  return row ?? null;
}

/**
 * Replaces the providers chosen for a customer (none: every configured provider again), in one transaction under
 * the customer's row lock: two staff saving the same customer at once take turns, and the last one's choice is
 * what stays (without the lock, both inserts could meet on the primary key, or the result be both choices mixed).
 */
export async function replaceCustomerProviders(
  db: Executor,
  customerId: number,
  providers: readonly string[],
) {
  await db.transaction(async (tx) => {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    await tx.delete(customerPaymentProviders).where(eq(customerPaymentProviders.customerId, customerId));
    if (providers.length > 0)
      await tx
        .insert(customerPaymentProviders)
        .values(providers.map((provider) => ({ customerId, provider })));
  });
}

/** What an order placed on a webhook needs of its customer (no session there). */
export async function customerForOrder(db: Executor, customerId: number) {
  const [row] = await db
    .select({
      id: customers.id,
      role: customers.role,
      pricelistId: customers.pricelistId,
      canOrder: customers.canOrder,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row ?? null;
}

export interface StaffPaymentRow {
  tx: PaymentTransactionRow;
  orderName: string | null;
  customerName: string;
}

/** The latest transactions with their order and customer, for the staff. */
export async function latestTransactions(db: Executor, limit: number): Promise<StaffPaymentRow[]> {
  return db
    .select({ tx: paymentTransactions, orderName: saleOrders.name, customerName: customers.name })
    .from(paymentTransactions)
    .innerJoin(customers, eq(customers.id, paymentTransactions.customerId))
    .leftJoin(saleOrders, eq(saleOrders.id, paymentTransactions.orderId))
    .orderBy(desc(paymentTransactions.id))
    .limit(limit);
}

/** The uuid of a transaction's cart (the order is placed by confirming it). */
export async function cartUuid(db: Executor, cartId: number): Promise<string | null> {
  const [row] = await db.select({ uuid: carts.uuid }).from(carts).where(eq(carts.id, cartId)).limit(1);
  return row?.uuid ?? null;
}

export async function findTransaction(db: Executor, id: number): Promise<PaymentTransactionRow | null> {
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id)).limit(1);
  return row ?? null;
}
