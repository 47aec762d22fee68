import { queryRows, reorderDismissals, type Executor } from '@vetshop/db';
import { REORDER_MIN_ORDERS, type IsoDate } from '@vetshop/domain';
import { and, eq, sql } from 'drizzle-orm';

export interface ReorderHistoryRow {
  variant_id: number;
  /** Distinct order days (Brussels), oldest first. */
  days: IsoDate[];
  /** The day (Brussels) of the dismissal, if any. */
  dismissed_on: IsoDate | null;
}

/**
 * The customer's order days per variant, for the variants ordered on at least REORDER_MIN_ORDERS distinct days:
 * one statement over the customer's own order lines (the sale_orders (customer_id, date_order) index), every
 * channel, cancelled orders and charge lines left out, with its dismissal. Days are the shop's (Brussels), as the
 * statistics count them.
 */
export function orderDays(db: Executor, customerId: number): Promise<ReorderHistoryRow[]> {
  return queryRows<ReorderHistoryRow>(
    db,
    sql`
        WITH days AS (
          SELECT DISTINCT l.variant_id, (o.date_order AT TIME ZONE 'Europe/Brussels')::date AS day
          FROM sale_orders o
          JOIN sale_order_lines l ON l.order_id = o.id
          WHERE o.customer_id = ${customerId} AND o.state <> 'cancel' AND l.kind = 'product'
            AND l.variant_id IS NOT NULL
        )
        SELECT d.variant_id, array_agg(to_char(d.day, 'YYYY-MM-DD') ORDER BY d.day) AS days,
               to_char(max(r.dismissed_at AT TIME ZONE 'Europe/Brussels'), 'YYYY-MM-DD') AS dismissed_on
        FROM days d
        LEFT JOIN reorder_dismissals r ON r.customer_id = ${customerId} AND r.variant_id = d.variant_id
        GROUP BY d.variant_id
        HAVING count(*) >= ${REORDER_MIN_ORDERS}`,
  );
}

export async function variantExists(db: Executor, variantId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(db, sql`SELECT id FROM variants WHERE id = ${variantId}`);
  return rows.length > 0;
}

/** Records (or renews) the dismissal: now, so an order after it brings the reminder back. */
export async function dismiss(db: Executor, customerId: number, variantId: number): Promise<void> {
  await db
    .insert(reorderDismissals)
    .values({ customerId, variantId })
    .onConflictDoUpdate({
      target: [reorderDismissals.customerId, reorderDismissals.variantId],
      set: { dismissedAt: sql`now()` },
    });
}

export async function undismiss(db: Executor, customerId: number, variantId: number): Promise<void> {
  await db
    .delete(reorderDismissals)
    .where(and(eq(reorderDismissals.customerId, customerId), eq(reorderDismissals.variantId, variantId)));
}
