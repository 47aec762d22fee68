import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { variants } from './catalog';
import { customers } from './customers';

/**
 * Reorder reminders the buyer dismissed (issue 23 §2, decision 043): one row per customer (the clinic, like its
 * cart and standard orders) and variant. A dismissal hides the reminder until the product is ordered again (an
 * order after `dismissed_at` starts the rhythm anew); undoing it deletes the row.
 */
export const reorderDismissals = pgTable(
  'reorder_dismissals',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.variantId] })],
);
