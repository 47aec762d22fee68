import { OUTBOX_STATES } from '@vetshop/domain';
import { z } from 'zod';
import { localeSchema, MAX_ID } from './common';
// One staff action (who, when, what), the same entry as on a quotation or an address request.
import { staffActionEntrySchema } from './quotations';

/**
 * The staff workspace's view of the mail outbox (issue 10 §4–5, `/staff/mails`, staff accounts only): every mail
 * the shop sent or will send, its state, and a resend for a sent or failed one (decision 016).
 */

// The outbox's states and the kinds of mail are the domain's (zod-free: the staff outbox's page reads them).
export { MAIL_KINDS, OUTBOX_STATES, type MailKind, type OutboxState } from '@vetshop/domain';

export const STAFF_MAILS_PAGE_SIZE_MAX = 100;

/** `GET /staff/mails`: newest first, optionally one state and one kind (quotation_ready, promo_end…). */
export const staffMailsQuerySchema = z.object({
  state: z.enum(OUTBOX_STATES).optional(),
  kind: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9_.-]+$/)
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(STAFF_MAILS_PAGE_SIZE_MAX).default(20),
});
export type StaffMailsQuery = z.input<typeof staffMailsQuerySchema>;
export type StaffMailsQueryParsed = z.output<typeof staffMailsQuerySchema>;

export const staffMailParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

export const staffMailSummarySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  locale: localeSchema,
  subject: z.string(),
  state: z.enum(OUTBOX_STATES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string().describe('ISO 8601'),
  sent_at: z.string().nullable().describe('ISO 8601'),
  send_after: z.string().describe('Not sent before (retries back off); ISO 8601'),
  record: z
    .object({ type: z.string(), id: z.number().int() })
    .nullable()
    .describe('The record the mail is about, e.g. a quotation'),
});
export type StaffMailSummary = z.infer<typeof staffMailSummarySchema>;

export const staffMailListSchema = z.object({
  /** Mails matching the filters (for the pages). */
  count: z.number().int(),
  /** Mails in each state, the kind filter applied but not the state filter (the filter links show them). */
  counts: z.object({
    pending: z.number().int(),
    sending: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
  }),
  /** The kinds of mail in the outbox (the kind filter offers them). */
  kinds: z.array(z.string()),
  items: z.array(staffMailSummarySchema),
});
export type StaffMailList = z.infer<typeof staffMailListSchema>;

/** `GET /staff/mails/{id}`: the whole mail as sent (both bodies) and the staff's actions on it. */
export const staffMailDetailSchema = staffMailSummarySchema.extend({
  message_id: z.string().nullable().describe('The Message-ID given to SMTP (set when first sent)'),
  text: z.string(),
  html: z.string(),
  history: z.array(staffActionEntrySchema),
});
export type StaffMailDetail = z.infer<typeof staffMailDetailSchema>;
