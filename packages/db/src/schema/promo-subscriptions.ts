import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { variants } from './catalog';
import { createdAt } from './common';
import { users } from './customers';

/**
 * Promotion-end alerts (spec doc 1 §3 "Promo subscription", issue 10 §3): a signed-in USER asks to be told
 * before a product's promotion or special ends. It belongs to the user, not the customer: the alert goes to
 * that user's login e-mail, in that user's language. `variant_id` is the `product_id` of the calls, as in
 * carts. One row per (user, product): subscribing twice is one subscription.
 */
export const promoSubscriptions = pgTable(
  'promo_subscriptions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.variantId] }),
    // The job starts from the promoted variants and looks up their subscribers.
    index('promo_subscriptions_variant_idx').on(t.variantId),
  ],
);
