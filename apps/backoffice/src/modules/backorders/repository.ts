import { anyOf, queryRows, saleOrderLines, saleOrders, type Executor, type Localized } from '@vetshop/db';
import type { ProductFamily, ProductsOnOrderRestrict, SaleState } from '@vetshop/domain';
import { eq, sql, type SQL } from 'drizzle-orm';

/** One order line still to deliver, with its order and what its product says of it. */
export interface BackorderRow {
  id: number;
  variant_id: number | null;
  name: string;
  sku: string | null;
  qty: number;
  qty_delivered: number;
  qty_backorder: number;
  qty_canceled: number;
  net_price_cents: number;
  tax_rate_bp: number;
  order_id: number;
  order_ref: string;
  date_order: Date | string;
  client_order_ref: string | null;
  is_mto: boolean | null;
  family: ProductFamily;
  url_key: Localized | null;
  product_name: Localized | null;
  variant_label: Localized | null;
  /** Rows of the whole filtered list (window count), for the page's total. */
  total: string | number;
}

export interface BackorderFilter {
  families: readonly ProductFamily[];
  restricts: readonly ProductsOnOrderRestrict[];
}

/*
 * Products on order: goods lines of the customer's open orders (state sale) with units neither delivered nor
 * cancelled. Free goods follow their line and the delivery and fee lines are charges: neither is listed.
 * The family is the one the sales statistics use (meds before food before equipment).
 */
function backorderLines(customerId: number, where: SQL = sql``): SQL {
  return sql`
    SELECT * FROM (
      SELECT l.id, l.variant_id, l.name, l.sku, l.qty, l.qty_delivered, l.qty_backorder, l.qty_canceled,
             l.net_price_cents, l.tax_rate_bp, l.sequence,
             o.id AS order_id, o.name AS order_ref, o.date_order, o.client_order_ref,
             p.is_mto, p.url_key, p.name AS product_name, v.variant_label,
             CASE WHEN p.is_meds THEN 'meds' WHEN p.is_food THEN 'food'
                  WHEN p.is_equipment THEN 'equipment' ELSE 'other' END AS family
      FROM sale_order_lines l
      JOIN sale_orders o ON o.id = l.order_id
      LEFT JOIN variants v ON v.id = l.variant_id
      LEFT JOIN products p ON p.id = v.product_id
      WHERE o.customer_id = ${customerId} AND o.state = 'sale' AND l.kind = 'product'
        AND l.qty - l.qty_delivered - l.qty_canceled > 0
    ) AS b
    WHERE true ${where}`;
}

export function listBackorderLines(
  db: Executor,
  customerId: number,
  filter: BackorderFilter,
  limit: number,
  offset: number,
): Promise<BackorderRow[]> {
  const families =
    filter.families.length > 0 ? sql` AND ${anyOf(sql`b.family`, filter.families, 'text')}` : sql``;
  const backorders = filter.restricts.includes('backorders') ? sql` AND b.qty_backorder > 0` : sql``;
  const mto = filter.restricts.includes('mto') ? sql` AND b.is_mto` : sql``;
  return queryRows<BackorderRow>(
    db,
    sql`SELECT f.*, count(*) OVER () AS total
        FROM (${backorderLines(customerId, sql`${families}${backorders}${mto}`)}) AS f
        ORDER BY f.date_order DESC, f.order_id DESC, f.sequence, f.id
        LIMIT ${limit} OFFSET ${offset}`,
  );
}

/** One line of the customer's products on order; another customer's line (or a delivered one) is not found. */
export async function findBackorderLine(
  db: Executor,
  customerId: number,
  lineId: number,
): Promise<BackorderRow | null> {
  const [row] = await queryRows<BackorderRow>(
    db,
    sql`SELECT b.*, 1 AS total FROM (${backorderLines(customerId, sql` AND b.id = ${lineId}`)}) AS b`,
  );
  return row ?? null;
}

/**
 * Locks the customer, as the checkout does first: a cancellation changes what the customer's open orders
 * weigh for the low-order fee, so it never interleaves with a checkout, nor with another cancellation.
 */
export async function lockCustomer(db: Executor, customerId: number): Promise<void> {
  await db.execute(sql`SELECT id FROM customers WHERE id = ${customerId} FOR UPDATE`);
}

export async function lockOrder(db: Executor, orderId: number) {
  const [row] = await db.select().from(saleOrders).where(eq(saleOrders.id, orderId)).for('update');
  return row ?? null;
}

export function orderLines(db: Executor, orderId: number) {
  return db.select().from(saleOrderLines).where(eq(saleOrderLines.orderId, orderId));
}

export async function updateLine(
  db: Executor,
  lineId: number,
  values: Partial<typeof saleOrderLines.$inferInsert>,
): Promise<void> {
  await db.update(saleOrderLines).set(values).where(eq(saleOrderLines.id, lineId));
}

export async function insertLine(db: Executor, values: typeof saleOrderLines.$inferInsert): Promise<void> {
  await db.insert(saleOrderLines).values(values);
}

export async function deleteLine(db: Executor, lineId: number): Promise<void> {
  await db.delete(saleOrderLines).where(eq(saleOrderLines.id, lineId));
}

export async function updateOrder(
  db: Executor,
  orderId: number,
  values: Partial<typeof saleOrders.$inferInsert> & { state?: SaleState },
): Promise<void> {
  await db.update(saleOrders).set(values).where(eq(saleOrders.id, orderId));
}
