import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { users } from './customers';

/**
 * Every action of the provider's staff (issue 10 §5): who, when, what, on which record. Written in the same
 * transaction as the action; shown on the record in the staff workspace.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: serial('id').primaryKey(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => users.id),
    /** e.g. quotation, address_request, mail */
    recordType: text('record_type').notNull(),
    recordId: integer('record_id').notNull(),
    /** e.g. send, approve, refuse, resend, update_line */
    action: text('action').notNull(),
    /** What changed, for the record's history (a reason, prices…). */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('staff_actions_record_idx').on(t.recordType, t.recordId)],
);
