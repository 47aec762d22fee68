import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './common';

/** pending: to send; sending: claimed by a sender until lease_until; sent; failed: gave up after the retries. */
export const MAIL_STATES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/**
 * The outbox (decision 016): every mail is a row written in the same transaction as the event that causes it
 * (a quotation sent, a promotion alert…), already rendered in the recipient's language. A sender claims rows
 * and delivers them through SMTP; without SMTP_URL they stay here and the staff workspace shows them.
 * dedupe_key (unique when set) makes "once per event" a database fact, e.g. `promo-end:<rule>:<user>`.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What caused it, e.g. quotation_ready, quotation_request, promo_end (the staff list filters on it). */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    dedupeKey: text('dedupe_key'),
    /** The record the mail is about, e.g. quotation / 12, shown with it in the staff workspace. */
    recordType: text('record_type'),
    recordId: integer('record_id'),
    state: text('state').$type<MailState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** A claimed row whose sender died is claimable again after this. */
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    /** Not before (retries back off). */
    sendAfter: timestamp('send_after', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** Message-ID given to SMTP: a resend after a crash carries the same id, so a receiver can see the duplicate. */
    messageId: text('message_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_outbox_dedupe_idx').on(t.dedupeKey),
    index('mail_outbox_state_idx').on(t.state, t.sendAfter),
    index('mail_outbox_record_idx').on(t.recordType, t.recordId),
  ],
);

/**
 * Leases for scheduled jobs (decision 016): one row per job name; a process runs the job only while it holds an
 * unexpired lease, taken with one conditional UPDATE, so several back-office processes never run it at once.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder'),
  leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
  lastRunAt: timestamp('last_run_at', { withTimezone: true, mode: 'date' }),
});
