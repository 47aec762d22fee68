import type { SaleChannel, SaleState } from '@vetshop/domain';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  carriers,
  paymentModes,
  products,
  saleOrderLines,
  saleOrders,
  variants,
  type Executor,
} from '@vetshop/db';

/** `GET orders` narrows the list by sale channel and state; `GET sales` gives none. */
export interface SalesFilter {
  channel?: SaleChannel | undefined;
  state?: SaleState | undefined;
}

function salesOf(customerId: number, filter: SalesFilter) {
  return and(
    eq(saleOrders.customerId, customerId),
    filter.channel ? eq(saleOrders.channel, filter.channel) : undefined,
    filter.state ? eq(saleOrders.state, filter.state) : undefined,
  );
}

export async function countSales(
  db: Executor,
  customerId: number,
  filter: SalesFilter = {},
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(saleOrders).where(salesOf(customerId, filter));
  return Number(row?.n ?? 0);
}

export async function listSales(
  db: Executor,
  customerId: number,
  limit: number,
  offset: number,
  filter: SalesFilter = {},
) {
  return db
    .select()
    .from(saleOrders)
    .where(salesOf(customerId, filter))
    .orderBy(desc(saleOrders.dateOrder), desc(saleOrders.id))
    .limit(limit)
    .offset(offset);
}

/** The order if it is this customer's; another customer's order is simply not found. */
export async function findSale(db: Executor, customerId: number, id: number) {
  const [row] = await db
    .select({ order: saleOrders, carrier: carriers, paymentMode: paymentModes })
    .from(saleOrders)
    .leftJoin(carriers, eq(carriers.id, saleOrders.carrierId))
    .leftJoin(paymentModes, eq(paymentModes.id, saleOrders.paymentModeId))
    .where(and(eq(saleOrders.id, id), eq(saleOrders.customerId, customerId)))
    .limit(1);
  return row ?? null;
}

export async function findSaleIdByUuid(db: Executor, customerId: number, uuid: string) {
  const [row] = await db
    .select({ id: saleOrders.id })
    .from(saleOrders)
    .where(and(eq(saleOrders.uuid, uuid), eq(saleOrders.customerId, customerId)))
    .limit(1);
  return row?.id ?? null;
}

export async function saleLines(db: Executor, orderId: number) {
  return db
    .select({
      line: saleOrderLines,
      urlKey: products.urlKey,
      productName: products.name,
      variantLabel: variants.variantLabel,
    })
    .from(saleOrderLines)
    .leftJoin(variants, eq(variants.id, saleOrderLines.variantId))
    .leftJoin(products, eq(products.id, variants.productId))
    .where(eq(saleOrderLines.orderId, orderId))
    .orderBy(asc(saleOrderLines.sequence), asc(saleOrderLines.id));
}

export async function insertOrder(db: Executor, values: typeof saleOrders.$inferInsert) {
  await db.insert(saleOrders).values(values);
}

export async function insertOrderLines(db: Executor, rows: (typeof saleOrderLines.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 500) await db.insert(saleOrderLines).values(rows.slice(i, i + 500));
}

export async function ordersByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(saleOrders).where(inArray(saleOrders.id, ids));
}
