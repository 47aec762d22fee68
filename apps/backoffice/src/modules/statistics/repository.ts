import { queryRows, type Executor } from '@vetshop/db';
import type { TopOrdered } from '@vetshop/contract';
import { sql } from 'drizzle-orm';

export interface TopOrderedRow {
  product_id: number;
  ordered_count: string | number;
  orders: string | number;
  last: Date | string;
  family: TopOrdered['items'][number]['product_family'];
  /** Rows of the whole ranking (window count), for the page's total. */
  total: string | number;
}

/** One page of the customer's ordered variants, by units ordered, newest order as tie-break. */
export function topOrderedRows(
  db: Executor,
  customerId: number,
  limit: number,
  offset: number,
): Promise<TopOrderedRow[]> {
  return queryRows<TopOrderedRow>(
    db,
    sql`
        SELECT l.variant_id AS product_id, sum(l.qty) AS ordered_count, count(DISTINCT o.id) AS orders,
               max(o.date_order) AS last,
               CASE WHEN bool_or(p.is_meds) THEN 'meds' WHEN bool_or(p.is_food) THEN 'food'
                    WHEN bool_or(p.is_equipment) THEN 'equipment' ELSE 'other' END AS family,
               count(*) OVER () AS total
        FROM sale_order_lines l
        JOIN sale_orders o ON o.id = l.order_id
        JOIN variants v ON v.id = l.variant_id
        JOIN products p ON p.id = v.product_id
        WHERE o.customer_id = ${customerId} AND l.kind = 'product' AND o.state <> 'cancel'
        GROUP BY l.variant_id
        ORDER BY sum(l.qty) DESC, max(o.date_order) DESC, l.variant_id
        LIMIT ${limit} OFFSET ${offset}`,
  );
}
