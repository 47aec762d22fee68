import type { CartState } from '@vetshop/domain';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { variants } from './catalog';
import { createdAt, updatedAt } from './common';
import { addresses, customers, paymentModes } from './customers';
import { coupons } from './coupons';
import { carriers, pickupPoints } from './delivery';

/**
 * A customer's cart. At most one is open per customer (partial unique index); confirming it turns it
 * into a sale order and closes it, and the next transaction opens a new one with a new uuid.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** open | confirmed */
    state: text('state').$type<CartState>().notNull().default('open'),
    name: text('name').notNull(),
    deliveryAddressId: integer('delivery_address_id').references(() => addresses.id),
    invoicingAddressId: integer('invoicing_address_id').references(() => addresses.id),
    carrierId: integer('carrier_id').references(() => carriers.id),
    pickupPointId: integer('pickup_point_id').references(() => pickupPoints.id),
    paymentModeId: integer('payment_mode_id').references(() => paymentModes.id),
    /** The promotion code applied to the cart (decision 040), checked again at confirmation. */
    couponId: integer('coupon_id').references(() => coupons.id),
    note: text('note'),
    clientOrderRef: text('client_order_ref'),
    suiteName: text('suite_name'),
    /** The day the line prices were last computed: a cart read on a later day is repriced. */
    pricedOn: date('priced_on', { mode: 'string' }),
    /** Bumped on every change: lets a client or a test see that a sync changed the cart. */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('carts_one_open_per_customer')
      .on(t.customerId)
      .where(sql`${t.state} = 'open'`),
    index('carts_customer_idx').on(t.customerId),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id),
    options: jsonb('options').$type<Record<string, unknown> | null>(),
    /** Canonical JSON of options (domain `optionsKey`): lines are unique per product and options. */
    optionsKey: text('options_key').notNull().default(''),
    qty: integer('qty').notNull(),
    /** Prices as last computed for this line (recomputed at checkout). */
    unitPriceCents: integer('unit_price_cents').notNull().default(0),
    netPriceCents: integer('net_price_cents').notNull().default(0),
    discountBp: integer('discount_bp').notNull().default(0),
    amountCents: integer('amount_cents').notNull().default(0),
    /** Free units from a supplier promotion valid when priced, and its ratio. */
    freeQty: integer('free_qty').notNull().default(0),
    promoRatioMain: integer('promo_ratio_main'),
    promoRatioPromo: integer('promo_ratio_promo'),
    qtyUnavailable: integer('qty_unavailable').notNull().default(0),
    /** qty_unavailable as the buyer last saw it; the difference drives "available again" messages. */
    qtyUnavailableSeen: integer('qty_unavailable_seen').notNull().default(0),
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_lines_unique_product').on(t.cartId, t.variantId, t.optionsKey)],
);

/**
 * Every transaction uuid ever received, with what became of it: a uuid is applied at most once,
 * whatever the number of retries, tabs or replays.
 */
export const cartTransactions = pgTable(
  'cart_transactions',
  {
    /** Client-generated, so unique per customer only: another customer may send the same uuid (issue 8 §1). */
    uuid: uuid('uuid').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').notNull(),
    qty: integer('qty').notNull(),
    options: jsonb('options').$type<Record<string, unknown> | null>(),
    /** applied | ignored (nothing to reduce) | rejected (unknown or unavailable product) */
    status: text('status').$type<'applied' | 'ignored' | 'rejected'>().notNull(),
    reason: text('reason'),
    receivedAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'cart_transactions_pkey', columns: [t.customerId, t.uuid] }),
    index('cart_transactions_cart_idx').on(t.cartId),
  ],
);
