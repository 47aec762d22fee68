import { queryRows, type Executor } from '@vetshop/db';
import {
  OPEN_QUOTATION_STATES,
  type IsoDate,
  type OpenQuotationState,
  type ProductFamily,
  type TopOrderedFilter,
} from '@vetshop/domain';
import { sql, type SQL } from 'drizzle-orm';

// One family per product, the same everywhere in this module (a product flagged twice counts as the first).
const FAMILY = sql`CASE WHEN p.is_meds THEN 'meds' WHEN p.is_food THEN 'food' WHEN p.is_equipment THEN 'equipment'
                   ELSE 'other' END`;
// Orders' days in the shop's time zone: an order at 23:30 on 31 December in Brussels belongs to that year.
const ORDER_DAY = sql`(o.date_order AT TIME ZONE 'Europe/Brussels')::date`;

/** A price rule the buyer benefits from today: supplier discount, free goods or special offer. */
function promotionToday(variant: SQL, today: IsoDate, veterinary: boolean, kinds: readonly string[]): SQL {
  return sql`EXISTS (
    SELECT 1 FROM price_rules r
    WHERE r.variant_id = ${variant}
      AND r.kind IN (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )})
      AND (r.veterinary = false OR ${veterinary})
      AND (r.date_start IS NULL OR r.date_start <= ${today}::date)
      AND (r.date_end IS NULL OR r.date_end >= ${today}::date))`;
}
const PROMOTION_KINDS = ['supplier_discount', 'supplier_promotion', 'special'] as const;

export interface TopOrderedRow {
  product_id: number;
  ordered_count: string | number;
  orders: string | number;
  last: Date | string;
  family: ProductFamily;
  has_promotion: boolean;
  /** Rows of the whole ranking (window count), for the page's total. */
  total: string | number;
}

export interface TopOrderedFilters {
  filter: TopOrderedFilter;
  supplierDiscountOnly: boolean;
  families: readonly ProductFamily[];
  today: IsoDate;
  veterinary: boolean;
}

/** One page of the customer's ordered variants, by units ordered, newest order as tie-break. */
export function topOrderedRows(
  db: Executor,
  customerId: number,
  f: TopOrderedFilters,
  limit: number,
  offset: number,
): Promise<TopOrderedRow[]> {
  const promo = promotionToday(sql`l.variant_id`, f.today, f.veterinary, PROMOTION_KINDS);
  const conditions: SQL[] = [
    sql`o.customer_id = ${customerId}`,
    sql`l.kind = 'product'`,
    sql`o.state <> 'cancel'`,
  ];
  if (f.filter === 'promotions') conditions.push(promo);
  else if (f.filter !== 'all') conditions.push(sql`${FAMILY} = ${f.filter}`);
  if (f.families.length > 0)
    conditions.push(
      sql`${FAMILY} IN (${sql.join(
        f.families.map((x) => sql`${x}`),
        sql`, `,
      )})`,
    );
  if (f.supplierDiscountOnly)
    conditions.push(promotionToday(sql`l.variant_id`, f.today, f.veterinary, ['supplier_discount']));
  return queryRows<TopOrderedRow>(
    db,
    sql`
        SELECT l.variant_id AS product_id, sum(l.qty) AS ordered_count, count(DISTINCT o.id) AS orders,
               max(o.date_order) AS last, min(${FAMILY}) AS family, bool_or(${promo}) AS has_promotion,
               count(*) OVER () AS total
        FROM sale_order_lines l
        JOIN sale_orders o ON o.id = l.order_id
        JOIN variants v ON v.id = l.variant_id
        JOIN products p ON p.id = v.product_id
        WHERE ${sql.join(conditions, sql` AND `)}
        GROUP BY l.variant_id
        ORDER BY sum(l.qty) DESC, max(o.date_order) DESC, l.variant_id
        LIMIT ${limit} OFFSET ${offset}`,
  );
}

export interface ExpenseRow {
  year: number;
  month: number;
  family: ProductFamily;
  cents: string | number;
}

/**
 * The customer's expenses (goods excl. VAT: product lines, after discounts and cancelled quantities) by
 * month and family, for the years fromYear … toYear, and up to `until` (inclusive) when given.
 */
export function expenseRows(
  db: Executor,
  customerId: number,
  fromYear: number,
  toYear: number,
  until?: IsoDate,
): Promise<ExpenseRow[]> {
  return queryRows<ExpenseRow>(
    db,
    sql`
        SELECT extract(year FROM ${ORDER_DAY})::int AS year, extract(month FROM ${ORDER_DAY})::int AS month,
               ${FAMILY} AS family, sum(l.amount_untaxed_cents) AS cents
        FROM sale_order_lines l
        JOIN sale_orders o ON o.id = l.order_id
        JOIN variants v ON v.id = l.variant_id
        JOIN products p ON p.id = v.product_id
        WHERE o.customer_id = ${customerId} AND l.kind IN ('product', 'free_goods') AND o.state <> 'cancel'
          AND ${ORDER_DAY} >= make_date(${fromYear}, 1, 1) AND ${ORDER_DAY} <= make_date(${toYear}, 12, 31)
          ${until ? sql`AND ${ORDER_DAY} <= ${until}::date` : sql``}
        GROUP BY 1, 2, 3`,
  );
}

export interface OrderCountRow {
  year: number;
  month: number;
  orders: string | number;
}

/** The customer's orders (not cancelled) by month, for the years fromYear … toYear. */
export function orderCountRows(
  db: Executor,
  customerId: number,
  fromYear: number,
  toYear: number,
): Promise<OrderCountRow[]> {
  return queryRows<OrderCountRow>(
    db,
    sql`
        SELECT extract(year FROM ${ORDER_DAY})::int AS year, extract(month FROM ${ORDER_DAY})::int AS month,
               count(*) AS orders
        FROM sale_orders o
        WHERE o.customer_id = ${customerId} AND o.state <> 'cancel'
          AND ${ORDER_DAY} >= make_date(${fromYear}, 1, 1) AND ${ORDER_DAY} <= make_date(${toYear}, 12, 31)
        GROUP BY 1, 2`,
  );
}

/** Order lines of the customer with a quantity still to follow (open backorders). */
export async function openBackorderCount(db: Executor, customerId: number): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`
        SELECT count(*) AS n
        FROM sale_order_lines l
        JOIN sale_orders o ON o.id = l.order_id
        WHERE o.customer_id = ${customerId} AND o.state <> 'cancel' AND l.kind IN ('product', 'free_goods')
          AND l.qty_backorder > 0`,
  );
  return Number(row?.n ?? 0);
}

/** The customer's open quotations by state (every state present, 0 when none). */
export async function openQuotationCounts(
  db: Executor,
  customerId: number,
): Promise<Record<OpenQuotationState, number>> {
  const rows = await queryRows<{ state: OpenQuotationState; n: string | number }>(
    db,
    sql`
        SELECT state, count(*) AS n
        FROM quotations
        WHERE customer_id = ${customerId} AND state = ANY(${sql.param([...OPEN_QUOTATION_STATES])}::text[])
        GROUP BY state`,
  );
  const n = (state: OpenQuotationState) => Number(rows.find((r) => r.state === state)?.n ?? 0);
  return {
    draft: n('draft'),
    customer_request: n('customer_request'),
    waiting_acceptation: n('waiting_acceptation'),
  };
}

export interface ProductMonthDbRow {
  year: number;
  month: number;
  quantity: string | number;
  orders: string | number;
}

/**
 * One variant's units ordered by the customer, by month, from `fromDay` (a Brussels day): product lines of its own
 * orders only (the customer is in the WHERE, so another customer's sales never count), cancelled orders excluded —
 * the units of top_ordered.
 */
export function productMonthRows(
  db: Executor,
  customerId: number,
  variantId: number,
  fromDay: IsoDate,
): Promise<ProductMonthDbRow[]> {
  return queryRows<ProductMonthDbRow>(
    db,
    sql`
        SELECT extract(year FROM ${ORDER_DAY})::int AS year, extract(month FROM ${ORDER_DAY})::int AS month,
               sum(l.qty) AS quantity, count(DISTINCT o.id) AS orders
        FROM sale_order_lines l
        JOIN sale_orders o ON o.id = l.order_id
        WHERE o.customer_id = ${customerId} AND l.variant_id = ${variantId} AND l.kind = 'product'
          AND o.state <> 'cancel' AND ${ORDER_DAY} >= ${fromDay}::date
        GROUP BY 1, 2`,
  );
}

/** When the customer last ordered the variant (any date, cancelled orders excluded); null if never. */
export async function productLastOrdered(
  db: Executor,
  customerId: number,
  variantId: number,
): Promise<Date | null> {
  const [row] = await queryRows<{ last: Date | string | null }>(
    db,
    sql`
        SELECT max(o.date_order) AS last
        FROM sale_order_lines l
        JOIN sale_orders o ON o.id = l.order_id
        WHERE o.customer_id = ${customerId} AND l.variant_id = ${variantId} AND l.kind = 'product'
          AND o.state <> 'cancel'`,
  );
  return row?.last ? new Date(row.last) : null;
}
