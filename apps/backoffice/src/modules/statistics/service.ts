import type { TopOrdered } from '@vetshop/contract';
import type { AppContext } from '../../context';
import type { CustomerContext } from '../../plugins/request-context';
import * as repo from './repository';

/** GET sale_statistics/top_ordered: the customer's most ordered products, one page. */
export async function topOrdered(
  ctx: AppContext,
  customer: CustomerContext,
  page: number,
  perPage: number,
): Promise<TopOrdered> {
  const rows = await repo.topOrderedRows(ctx.db, customer.customerId, perPage, (page - 1) * perPage);
  return {
    count: Number(rows[0]?.total ?? 0),
    items: rows.map((r) => ({
      product_id: r.product_id,
      ordered_count: Number(r.ordered_count),
      orders: Number(r.orders),
      date_last_ordered: new Date(r.last).toISOString(),
      product_family: r.family,
    })),
  };
}
