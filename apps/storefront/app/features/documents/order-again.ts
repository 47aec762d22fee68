import type { SaleLine } from '@vetshop/contract';

export interface OrderAgainItem {
  productId: number;
  qty: number;
  options: Record<string, unknown> | null;
}

export interface OrderAgainPlan {
  /** What goes to the cart, one item per product line of the order, at its ordered quantity. */
  items: OrderAgainItem[];
  /** The names the cart shows before the back office prices the lines. */
  named: { productId: number; name: string; urlKey: string | null; sku: string | null }[];
  /** Product lines whose product the catalogue no longer has: said to the buyer, never dropped silently. */
  gone: string[];
}

/**
 * "Order again" from an order's lines: its product lines only (free goods come again with their promotion,
 * delivery and the low-order fee are the new order's). Whether each is still orderable is the back office's
 * call when the batch is synced.
 */
export function orderAgainPlan(lines: readonly SaleLine[]): OrderAgainPlan {
  const plan: OrderAgainPlan = { items: [], named: [], gone: [] };
  for (const line of lines) {
    if (line.kind !== 'product' || line.qty <= 0) continue;
    if (line.product_id === null) {
      plan.gone.push(line.name);
      continue;
    }
    plan.items.push({ productId: line.product_id, qty: line.qty, options: line.options ?? null });
    plan.named.push({ productId: line.product_id, name: line.name, urlKey: line.url_key, sku: line.sku });
  }
  return plan;
}
