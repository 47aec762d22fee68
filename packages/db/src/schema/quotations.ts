import type { QuotationState } from '@vetshop/domain';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { variants } from './catalog';
import { createdAt, updatedAt } from './common';
import { customers, users } from './customers';
import { saleOrders } from './sales';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Quotations (issue 10 §1; spec doc 1 §3, §4): the buyer drafts and requests, the provider's staff price the
 * lines and send, the buyer accepts (→ `sale_id`, an order at the quoted prices) or cancels. They belong to the
 * customer (the clinic); `created_by` / `requested_by` say which of its users did it (the "quote ready" mail
 * goes to the requester). The state changes only through the domain's state machine (quotation-states.ts).
 */
export const quotations = pgTable(
  'quotations',
  {
    id: serial('id').primaryKey(),
    /** Shown to the buyer, e.g. Q2026-000012. */
    name: text('name').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    createdBy: integer('created_by').references(() => users.id),
    requestedBy: integer('requested_by').references(() => users.id),
    state: text('state').$type<QuotationState>().notNull().default('draft'),
    clientOrderRef: text('client_order_ref'),
    note: text('note'),
    /** The quoted prices hold until this Brussels day, inclusive; set by the staff. */
    validityDate: date('validity_date', { mode: 'string' }),
    requestedAt: at('requested_at'),
    sentAt: at('sent_at'),
    acceptedAt: at('accepted_at'),
    saleId: integer('sale_id').references(() => saleOrders.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('quotations_customer_idx').on(t.customerId, t.createdAt),
    index('quotations_state_idx').on(t.state, t.requestedAt),
  ],
);

/** A product of a quotation: once per quotation (spec doc 1 §5), with the staff's price once quoted. */
export const quotationLines = pgTable(
  'quotation_lines',
  {
    id: serial('id').primaryKey(),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id),
    sequence: integer('sequence').notNull().default(0),
    quantity: integer('quantity').notNull(),
    /** Gross unit price excl. VAT set by the staff (null until quoted). */
    quotedUnitPriceCents: integer('quoted_unit_price_cents'),
    quotedDiscountBp: integer('quoted_discount_bp').notNull().default(0),
    quoted: boolean('quoted').notNull().default(false),
  },
  (t) => [
    uniqueIndex('quotation_lines_unique_product').on(t.quotationId, t.variantId),
    index('quotation_lines_variant_idx').on(t.variantId),
  ],
);
