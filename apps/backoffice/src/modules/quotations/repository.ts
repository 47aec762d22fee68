import {
  anyOf,
  cartLines,
  carts,
  customers,
  queryRows,
  quotationLines,
  quotations,
  saleOrders,
  users,
  type Executor,
} from '@vetshop/db';
import type { QuotationState } from '@vetshop/domain';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';

export type QuotationRow = typeof quotations.$inferSelect;
export type QuotationLineRow = typeof quotationLines.$inferSelect;

/** The quotation if it is this customer's (another customer's is simply not found). `lock`: FOR UPDATE. */
export async function findQuotation(
  db: Executor,
  customerId: number,
  id: number,
  lock = false,
): Promise<QuotationRow | null> {
  const query = db
    .select()
    .from(quotations)
    .where(and(eq(quotations.id, id), eq(quotations.customerId, customerId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Any customer's quotation (the staff API). */
export async function findAnyQuotation(db: Executor, id: number, lock = false): Promise<QuotationRow | null> {
  const query = db.select().from(quotations).where(eq(quotations.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export function loadLines(db: Executor, quotationId: number): Promise<QuotationLineRow[]> {
  return db
    .select()
    .from(quotationLines)
    .where(eq(quotationLines.quotationId, quotationId))
    .orderBy(asc(quotationLines.sequence), asc(quotationLines.id));
}

export async function linesOf(db: Executor, quotationIds: number[]): Promise<QuotationLineRow[]> {
  if (quotationIds.length === 0) return [];
  return db
    .select()
    .from(quotationLines)
    .where(inArray(quotationLines.quotationId, quotationIds))
    .orderBy(asc(quotationLines.sequence), asc(quotationLines.id));
}

export interface ListFilter {
  customerId?: number;
  state?: QuotationState | undefined;
}

function whereOf(filter: ListFilter) {
  return and(
    filter.customerId === undefined ? undefined : eq(quotations.customerId, filter.customerId),
    filter.state ? eq(quotations.state, filter.state) : undefined,
  );
}

export async function countQuotations(db: Executor, filter: ListFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(quotations)
    .where(whereOf(filter));
  return Number(row?.n ?? 0);
}

/** The buyer's list: newest first. */
export function listQuotations(db: Executor, filter: ListFilter, limit: number, offset: number) {
  return db
    .select()
    .from(quotations)
    .where(whereOf(filter))
    .orderBy(sql`${quotations.createdAt} desc`, sql`${quotations.id} desc`)
    .limit(limit)
    .offset(offset);
}

/** The staff's queue: oldest request first (the one waiting longest), with the customer and whose prices apply. */
export function listForStaff(db: Executor, filter: ListFilter, limit: number, offset: number) {
  return db
    .select({
      quotation: quotations,
      customer: { id: customers.id, ref: customers.ref, name: customers.name },
      pricing: { pricelistId: customers.pricelistId, role: customers.role },
    })
    .from(quotations)
    .innerJoin(customers, eq(customers.id, quotations.customerId))
    .where(whereOf(filter))
    .orderBy(sql`${quotations.requestedAt} asc nulls last`, asc(quotations.createdAt), asc(quotations.id))
    .limit(limit)
    .offset(offset);
}

/** For the account banner: drafts and quotations awaiting acceptance, whatever the list shows. */
export async function bannerCounts(db: Executor, customerId: number) {
  const rows = await queryRows<{ state: string; n: string | number }>(
    db,
    sql`SELECT state, count(*) AS n FROM quotations
        WHERE customer_id = ${customerId} AND state IN ('draft', 'waiting_acceptation')
        GROUP BY state`,
  );
  const n = (state: string) => Number(rows.find((r) => r.state === state)?.n ?? 0);
  return { draft: n('draft'), waiting_acceptation: n('waiting_acceptation') };
}

/**
 * For a page of quotations, what `undeliveredGoodsCents(customer, sale_id)` answers for each (the low-order fee's
 * basis: the customer's undelivered orders, an accepted quotation's own order left out), in one query.
 */
export async function undeliveredGoodsOfQuotations(
  db: Executor,
  quotationIds: readonly number[],
): Promise<Map<number, number>> {
  if (quotationIds.length === 0) return new Map();
  const rows = await queryRows<{ id: number; total: string | number | null }>(
    db,
    sql`SELECT q.id,
          (SELECT coalesce(sum(${saleOrders.amountGoodsCents}), 0) FROM ${saleOrders}
           WHERE ${saleOrders.customerId} = q.customer_id AND ${saleOrders.delivered} = false
             AND ${saleOrders.state} = 'sale' AND ${saleOrders.id} IS DISTINCT FROM q.sale_id) AS total
        FROM quotations q
        WHERE ${anyOf(sql`q.id`, quotationIds, 'int')}`,
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.total ?? 0)]));
}

/** References of the customer's quotations, for the uniqueness rule. */
export function references(db: Executor, customerId: number) {
  return db
    .select({ id: quotations.id, clientOrderRef: quotations.clientOrderRef, state: quotations.state })
    .from(quotations)
    .where(eq(quotations.customerId, customerId));
}

/** Serialises one customer's quotation changes that check its references (two tabs, same reference). */
export async function lockCustomer(db: Executor, customerId: number) {
  const [row] = await db
    .select({ id: customers.id, canOrder: customers.canOrder, paymentModeId: customers.paymentModeId })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return row ?? null;
}

export async function nextQuotationId(db: Executor): Promise<number> {
  const [row] = await queryRows<{ id: number | string }>(db, sql`select nextval('quotations_id_seq') as id`);
  return Number(row?.id);
}

export async function insertQuotation(db: Executor, values: typeof quotations.$inferInsert): Promise<void> {
  await db.insert(quotations).values(values);
}

export async function updateQuotation(
  db: Executor,
  id: number,
  values: Partial<typeof quotations.$inferInsert>,
): Promise<void> {
  await db.update(quotations).set(values).where(eq(quotations.id, id));
}

export async function deleteQuotation(db: Executor, id: number): Promise<void> {
  await db.delete(quotations).where(eq(quotations.id, id));
}

export async function insertLines(
  db: Executor,
  quotationId: number,
  rows: { productId: number; quantity: number; sequence: number }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500)
    await db.insert(quotationLines).values(
      rows.slice(i, i + 500).map((r) => ({
        quotationId,
        variantId: r.productId,
        quantity: r.quantity,
        sequence: r.sequence,
      })),
    );
}

export async function updateLine(
  db: Executor,
  quotationId: number,
  line: { id: number; productId: number; quantity: number; sequence: number },
): Promise<void> {
  await db
    .update(quotationLines)
    .set({ variantId: line.productId, quantity: line.quantity, sequence: line.sequence })
    .where(and(eq(quotationLines.id, line.id), eq(quotationLines.quotationId, quotationId)));
}

export async function deleteLines(db: Executor, quotationId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .delete(quotationLines)
    .where(and(eq(quotationLines.quotationId, quotationId), inArray(quotationLines.id, ids)));
}

export async function setLinePrice(
  db: Executor,
  quotationId: number,
  lineId: number,
  unitPriceCents: number,
  discountBp: number,
): Promise<void> {
  await db
    .update(quotationLines)
    .set({ quotedUnitPriceCents: unitPriceCents, quotedDiscountBp: discountBp, quoted: true })
    .where(and(eq(quotationLines.id, lineId), eq(quotationLines.quotationId, quotationId)));
}

/** Back to the buyer's prices: what the staff quoted no longer holds once the buyer may change the lines. */
export async function clearPrices(db: Executor, quotationId: number): Promise<void> {
  await db
    .update(quotationLines)
    .set({ quotedUnitPriceCents: null, quotedDiscountBp: 0, quoted: false })
    .where(eq(quotationLines.quotationId, quotationId));
}

/** The lines of the customer's open cart (quotation from the cart), in the cart's order. */
export async function openCartLines(db: Executor, customerId: number) {
  return db
    .select({ variantId: cartLines.variantId, qty: cartLines.qty })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(and(eq(carts.customerId, customerId), eq(carts.state, 'open')))
    .orderBy(asc(cartLines.sequence), asc(cartLines.id));
}

export async function customerOf(db: Executor, customerId: number) {
  const [row] = await db
    .select({
      id: customers.id,
      ref: customers.ref,
      name: customers.name,
      role: customers.role,
      pricelistId: customers.pricelistId,
      vat: customers.vat,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? null;
}

export async function userOf(db: Executor, userId: number | null) {
  if (userId === null) return null;
  const [row] = await db
    .select({
      id: users.id,
      login: users.login,
      locale: users.locale,
      name: users.name,
      active: users.active,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Quotations the buyers asked for and the sales team has not sent yet (customer_request): the staff's queue. */
export async function countQuotationsToComplete(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(quotations)
    .where(eq(quotations.state, 'customer_request'));
  return row?.n ?? 0;
}
