import type { CouponKind } from '@vetshop/domain';
import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { variants } from './catalog';
import { createdAt } from './common';
import { customers, users } from './customers';
import { saleOrders } from './sales';

/** Promotion codes (issue 22 §4, decision 040): created and ended by staff, applied by buyers to their cart. */
export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  /** Normalised (domain normalizeCouponCode: upper case, no spaces around). */
  code: text('code').notNull().unique(),
  /** percent | amount | free_product */
  kind: text('kind').$type<CouponKind>().notNull(),
  percentBp: integer('percent_bp'),
  amountCents: integer('amount_cents'),
  freeVariantId: integer('free_variant_id').references(() => variants.id),
  freeQty: integer('free_qty').notNull().default(1),
  /** Goods excl. VAT, before the code, the cart must reach. */
  minOrderCents: integer('min_order_cents').notNull().default(0),
  startsOn: date('starts_on', { mode: 'string' }),
  endsOn: date('ends_on', { mode: 'string' }),
  /** Orders per customer (1 = once per customer); null = no limit. */
  perCustomerLimit: integer('per_customer_limit'),
  /** Orders in total; null = no limit. */
  totalLimit: integer('total_limit'),
  /** Orders placed with it: raised under the code's row lock at confirmation, never past totalLimit. */
  usedCount: integer('used_count').notNull().default(0),
  /** Staff ended it: refused from then on, as an expired code. */
  endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
});

/** One order placed with a code: what counts the per-customer uses, and what the order saved. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => saleOrders.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** The discount excl. VAT (0 for a free product). */
    discountCents: integer('discount_cents').notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('coupon_redemptions_customer_idx').on(t.couponId, t.customerId)],
);
