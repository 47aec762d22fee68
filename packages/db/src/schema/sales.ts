import type { SaleChannel, SaleLineKind, SaleState } from '@vetshop/domain';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { variants } from './catalog';
import { createdAt } from './common';
import { customers, paymentModes } from './customers';
import { carriers } from './delivery';

/** A frozen copy of an address as it was when the order was placed. */
export interface AddressSnapshot {
  id: number | null;
  name: string;
  street: string | null;
  street2: string | null;
  zip: string | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  countryCode: string | null;
  isDropoffSite: boolean;
}

export const saleOrders = pgTable(
  'sale_orders',
  {
    id: serial('id').primaryKey(),
    /** Order number shown to the buyer, e.g. S2026-000042. */
    name: text('name').notNull().unique(),
    /** The cart's uuid: confirming the same cart twice finds this order instead of creating another. */
    uuid: uuid('uuid').notNull().unique(),
    cartId: integer('cart_id').unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** sale (confirmed) | done (fully delivered) | cancel */
    state: text('state').$type<SaleState>().notNull().default('sale'),
    /** Nothing left to deliver (counts for the low-order fee rule). */
    delivered: boolean('delivered').notNull().default(false),
    dateOrder: timestamp('date_order', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    dateCommitment: timestamp('date_commitment', { withTimezone: true, mode: 'date' }),
    clientOrderRef: text('client_order_ref'),
    note: text('note'),
    suiteName: text('suite_name'),
    /** fax | mail | phone | web */
    channel: text('channel').$type<SaleChannel>().notNull().default('web'),
    deliveryAddress: jsonb('delivery_address').$type<AddressSnapshot | null>(),
    invoicingAddress: jsonb('invoicing_address').$type<AddressSnapshot | null>(),
    carrierId: integer('carrier_id').references(() => carriers.id),
    paymentModeId: integer('payment_mode_id').references(() => paymentModes.id),
    /** Goods (product lines) excl. VAT, after discounts. */
    amountGoodsCents: integer('amount_goods_cents').notNull(),
    amountDeliveryCents: integer('amount_delivery_cents').notNull().default(0),
    amountFeeCents: integer('amount_fee_cents').notNull().default(0),
    amountUntaxedCents: integer('amount_untaxed_cents').notNull(),
    amountTaxCents: integer('amount_tax_cents').notNull(),
    amountTotalCents: integer('amount_total_cents').notNull(),
    amountDiscountCents: integer('amount_discount_cents').notNull().default(0),
    amountWithoutDiscountCents: integer('amount_without_discount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sale_orders_customer_idx').on(t.customerId, t.dateOrder)],
);

export const saleOrderLines = pgTable(
  'sale_order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => saleOrders.id, { onDelete: 'cascade' }),
    /** product | free_goods | delivery | fee */
    kind: text('kind').$type<SaleLineKind>().notNull().default('product'),
    variantId: integer('variant_id').references(() => variants.id),
    name: text('name').notNull(),
    sku: text('sku'),
    options: jsonb('options').$type<Record<string, unknown> | null>(),
    qty: integer('qty').notNull(),
    qtyDelivered: integer('qty_delivered').notNull().default(0),
    /** Ordered beyond stock: to follow (backorder). */
    qtyBackorder: integer('qty_backorder').notNull().default(0),
    qtyCanceled: integer('qty_canceled').notNull().default(0),
    /** Gross unit price excl. VAT. */
    unitPriceCents: integer('unit_price_cents').notNull(),
    discountBp: integer('discount_bp').notNull().default(0),
    /** Net unit price excl. VAT. */
    netPriceCents: integer('net_price_cents').notNull(),
    amountUntaxedCents: integer('amount_untaxed_cents').notNull(),
    taxRateBp: integer('tax_rate_bp').notNull(),
    amountTaxCents: integer('amount_tax_cents').notNull(),
    sequence: integer('sequence').notNull().default(0),
    /** Free-goods lines: the promotion's ratio (e.g. 10 + 1), to name the line again in any language. */
    promoRatioMain: integer('promo_ratio_main'),
    promoRatioFree: integer('promo_ratio_free'),
  },
  (t) => [index('sale_order_lines_order_idx').on(t.orderId)],
);
