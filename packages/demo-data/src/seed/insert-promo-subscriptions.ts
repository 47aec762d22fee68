import { promoSubscriptions, users, variants, type Executor } from '@vetshop/db';
import { inArray } from 'drizzle-orm';
import { PROMO_ALERT_DEMO_SUBSCRIPTIONS } from '../generator/promo-alerts';

/** The demo's promotion-end alert subscriptions (generator/promo-alerts.ts), by login and SKU. */
export async function insertPromoSubscriptions(db: Executor): Promise<number> {
  const logins = PROMO_ALERT_DEMO_SUBSCRIPTIONS.map((s) => s.login);
  const skus = PROMO_ALERT_DEMO_SUBSCRIPTIONS.flatMap((s) => s.skus);
  const userIds = new Map(
    (
      await db.select({ id: users.id, login: users.login }).from(users).where(inArray(users.login, logins))
    ).map((u) => [u.login, u.id]),
  );
  const variantIds = new Map(
    (
      await db
        .select({ id: variants.id, sku: variants.sku })
        .from(variants)
        .where(inArray(variants.sku, skus))
    ).map((v) => [v.sku, v.id]),
  );
  const rows = PROMO_ALERT_DEMO_SUBSCRIPTIONS.flatMap((s) =>
    s.skus.flatMap((sku) => {
      const userId = userIds.get(s.login);
      const variantId = variantIds.get(sku);
      return userId && variantId ? [{ userId, variantId }] : [];
    }),
  );
  if (rows.length > 0) await db.insert(promoSubscriptions).values(rows).onConflictDoNothing();
  return rows.length;
}
