import {
  OUTBOX_STATES,
  type StaffMailDetail,
  type StaffMailList,
  type StaffMailsQueryParsed,
  type StaffMailSummary,
} from '@vetshop/contract';
import type { Locale } from '@vetshop/domain';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../errors';
import { recordStaffAction, staffActionsOf } from '../staff';
import * as repo from './repository';
import { redactLinkTokens } from './redact';

/** How the staff actions' log names an outbox mail. */
export const MAIL_RECORD_TYPE = 'mail';

/** `GET /staff/mails`: a page of the outbox, newest first, with the count in each state. */
export async function listForStaff(ctx: AppContext, query: StaffMailsQueryParsed): Promise<StaffMailList> {
  const [page, byState, kinds] = await Promise.all([
    repo.listMails(
      ctx.db,
      { state: query.state, kind: query.kind },
      { limit: query.page_size, offset: (query.page - 1) * query.page_size },
    ),
    repo.countByState(ctx.db, query.kind),
    repo.listKinds(ctx.db),
  ]);
  const counts = Object.fromEntries(
    OUTBOX_STATES.map((s) => [s, byState.get(s) ?? 0]),
  ) as StaffMailList['counts'];
  return { count: page.total, counts, kinds, items: page.rows.map(toSummary) };
}

/** `GET /staff/mails/{id}`: the mail as sent and its history of staff actions. */
export async function getForStaff(ctx: AppContext, id: number): Promise<StaffMailDetail> {
  const row = await repo.findMail(ctx.db, id);
  if (!row) throw notFound();
  return toDetail(ctx, row);
}

/**
 * `POST /staff/mails/{id}/resend`: a sent or failed mail goes back to pending (attempts from 0, a new Message-ID),
 * recorded in the staff actions' log in the same transaction; 409 when it is pending or being sent already.
 */
export async function resend(ctx: AppContext, staffUserId: number, id: number): Promise<StaffMailDetail> {
  const now = ctx.now();
  const host = new URL(ctx.config.storefrontUrl).hostname;
  const row = await ctx.db.transaction(async (tx) => {
    const before = await repo.findMail(tx, id);
    if (!before) throw notFound();
    const requeued = await repo.requeueMail(tx, id, {
      now,
      messageId: `<outbox-${id}.${now.getTime()}@${host}>`,
    });
    if (!requeued) throw conflict('mail_not_resendable', { state: before.state });
    await recordStaffAction(tx, {
      staffUserId,
      recordType: MAIL_RECORD_TYPE,
      recordId: id,
      action: 'resend',
      detail: { previous_state: before.state, attempts: before.attempts, last_error: before.lastError },
    });
    return requeued;
  });
  return toDetail(ctx, row);
}

function toSummary(row: repo.OutboxRow): StaffMailSummary {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    locale: row.locale as Locale,
    subject: row.subject,
    state: row.state,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    send_after: row.sendAfter.toISOString(),
    record: row.recordType && row.recordId !== null ? { type: row.recordType, id: row.recordId } : null,
  };
}

async function toDetail(ctx: AppContext, row: repo.OutboxRow): Promise<StaffMailDetail> {
  const history = await staffActionsOf(ctx.db, MAIL_RECORD_TYPE, row.id);
  return {
    ...toSummary(row),
    message_id: row.messageId,
    // Staff see the mail without its links' tokens (redact.ts); the outbox sends it whole.
    text: redactLinkTokens(row.textBody),
    html: redactLinkTokens(row.htmlBody),
    history: history.map((h) => ({ action: h.action, by: h.by, at: h.at.toISOString(), detail: h.detail })),
  };
}
