import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { carts } from './carts';
import { createdAt, updatedAt } from './common';
import { customers, users } from './customers';
import { saleOrders } from './sales';

/**
 * One attempt to pay a cart through a provider (decision 038). The state moves only along the domain's
 * transition table (payment-states.ts); a row is locked (FOR UPDATE) while a webhook or a return applies a
 * provider status to it, so two processes apply one status once.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: serial('id').primaryKey(),
    /** The shop's reference of the attempt (shown to the buyer and the staff, sent to the provider). */
    reference: text('reference').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Who started it: the order placed on a webhook is placed in that buyer's name and language. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    locale: text('locale').notNull(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id),
    /** 'on_account' | 'wire_transfer' | 'mollie' (the provider's code). */
    provider: text('provider').notNull(),
    /** draft | pending | authorized | done | cancel | error (payment-states.ts). */
    state: text('state').notNull().default('draft'),
    /** What the back office asked for, in cents: never a figure from the browser. */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** The provider's id of the payment (Mollie's tr_…), once created there. */
    providerReference: text('provider_reference'),
    /** The provider's last status as read back from it (Mollie: open, paid, canceled…). */
    providerStatus: text('provider_status'),
    /** The order the payment is for: set once, one transaction per order. */
    orderId: integer('order_id').references(() => saleOrders.id),
    /** Where the buyer goes back to on the storefront (checked against PUBLIC_STOREFRONT_URL). */
    frontendRedirectUrl: text('frontend_redirect_url').notNull(),
    /** The provider's hosted page the buyer is sent to. */
    checkoutUrl: text('checkout_url'),
    /** Belgian structured reference (+++xxx/xxxx/xxxxx+++) a wire transfer must quote. */
    structuredReference: text('structured_reference'),
    /** Why the staff should look at it (an amount paid that differs, an order that could not be placed). */
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_transactions_reference_key').on(t.reference),
    uniqueIndex('payment_transactions_provider_ref_key')
      .on(t.provider, t.providerReference)
      .where(sql`${t.providerReference} IS NOT NULL`),
    // Exactly once: an order has at most one transaction, whatever races to link one.
    uniqueIndex('payment_transactions_order_key')
      .on(t.orderId)
      .where(sql`${t.orderId} IS NOT NULL`),
    index('payment_transactions_cart_idx').on(t.cartId),
  ],
);

/**
 * The providers a customer may pay with (chosen per customer). No row for a customer: every configured
 * provider is offered.
 */
export const customerPaymentProviders = pgTable(
  'customer_payment_providers',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.provider] })],
);
