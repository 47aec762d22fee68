import type { ReorderDue } from '@vetshop/contract';
import { dueReorders, REORDER_DUE_MAX } from '@vetshop/domain';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import type { CustomerContext } from '../../plugins/request-context';
import * as repo from './repository';

/** Due products asked of the rhythm beyond the list's length: room for those the buyer may no longer see. */
const SPARE = 10;

/**
 * The buyer's due products (decision 043): its order days per product from one query, the rhythm and due window
 * of `dueReorders`, then the catalogue's lookup at the buyer's price, which leaves out what the buyer may no
 * longer see or buy (decision 008's visibility, products no longer sold).
 */
export async function due(ctx: AppContext, customer: CustomerContext): Promise<ReorderDue> {
  const rows = await repo.orderDays(ctx.db, customer.customerId);
  const today = ctx.today();
  const candidates = dueReorders(
    rows.map((r) => ({ productId: r.variant_id, days: r.days, dismissedOn: r.dismissed_on })),
    today,
    REORDER_DUE_MAX + SPARE,
  );
  if (candidates.length === 0) return { items: [] };
  const found = await ctx.search.variantsByIds(
    candidates.map((c) => c.productId),
    { role: customer.role, locale: customer.locale },
  );
  const byId = new Map(found.map((v) => [v.id, v]));
  const items: ReorderDue['items'] = [];
  for (const c of candidates) {
    const product = byId.get(c.productId);
    if (!product || items.length >= REORDER_DUE_MAX) continue;
    items.push({
      product,
      orders: c.orders,
      interval_days: c.intervalDays,
      last_ordered: c.lastOrdered,
      days_since: c.daysSince,
      next_expected: c.nextExpected,
    });
  }
  return { items };
}

export async function dismiss(ctx: AppContext, customer: CustomerContext, variantId: number): Promise<null> {
  if (!(await repo.variantExists(ctx.db, variantId))) throw notFound();
  await repo.dismiss(ctx.db, customer.customerId, variantId);
  return null;
}

export async function undismiss(
  ctx: AppContext,
  customer: CustomerContext,
  variantId: number,
): Promise<null> {
  await repo.undismiss(ctx.db, customer.customerId, variantId);
  return null;
}
