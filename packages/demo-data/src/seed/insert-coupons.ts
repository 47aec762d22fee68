import { type Executor } from '@vetshop/db';
import { sql } from 'drizzle-orm';

/**
 * Demo promotion codes (issue 22 §4, decision 040; README "Demo data"): one of each kind, and one that is over, so
 * that the cart's messages can be seen without creating any.
 */
export async function insertCoupons(db: Executor): Promise<void> {
  await db.execute(sql`INSERT INTO coupons (code, kind, percent_bp, amount_cents, min_order_cents, per_customer_limit,
      ends_on) VALUES
    ('BIENVENUE10', 'percent', 1000, NULL, 0, 1, NULL),
    ('VET15', 'amount', NULL, 1500, 15000, NULL, NULL),
    ('NOEL2025', 'percent', 500, NULL, 0, NULL, DATE '2025-12-31')`);
  // A free product: the first sold variant of the catalogue, from 200 € of goods.
  await db.execute(sql`INSERT INTO coupons (code, kind, free_variant_id, free_qty, min_order_cents)
    SELECT 'CADEAU', 'free_product', v.id, 1, 20000 FROM variants v JOIN products p ON p.id = v.product_id
    WHERE v.active AND p.active AND NOT p.not_sold_on_website ORDER BY v.id LIMIT 1`);
}
