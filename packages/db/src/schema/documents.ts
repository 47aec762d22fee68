import type { SaleChannel } from '@vetshop/domain';
import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { customers } from './customers';
import { saleOrders } from './sales';

/** order | delivery_note | invoice | credit_note | pricelist | discount (contract DOCUMENT_TYPES). */
export type DocumentTypeValue = 'order' | 'delivery_note' | 'invoice' | 'credit_note' | 'pricelist' | 'discount';

/**
 * The buyer's documents (spec doc 1 §3 Document). A row records that a document exists; its PDF is drawn from
 * the order (or, for a pricelist, from today's prices) when it is downloaded, so nothing is stored twice.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    type: text('type').$type<DocumentTypeValue>().notNull(),
    /** The number shown to the buyer, e.g. F2026-000042 (an order confirmation's is the order number). */
    number: text('number').notNull(),
    /** The order an order confirmation, delivery note, invoice or credit note belongs to. */
    saleOrderId: integer('sale_order_id').references(() => saleOrders.id, { onDelete: 'cascade' }),
    /** The order's channel (fax | mail | phone | web); null for a pricelist. */
    channel: text('channel').$type<SaleChannel>(),
    documentDate: timestamp('document_date', { withTimezone: true, mode: 'date' }).notNull(),
    format: text('format').notNull().default('pdf'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('documents_type_number_unique').on(t.type, t.number),
    index('documents_customer_idx').on(t.customerId, t.documentDate, t.id),
    index('documents_sale_idx').on(t.saleOrderId),
  ],
);
