import { mailOutbox, type Executor } from '@vetshop/db';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Claims up to `limit` mails due at `now` (pending, or sending with an expired lease: its sender died) in ONE
 * statement: the inner SELECT … FOR UPDATE SKIP LOCKED makes concurrent dispatchers (processes on PostgreSQL,
 * interleaved statements on PGlite) claim disjoint rows. Claimed rows become `sending` until `leaseUntil`; the
 * Message-ID is fixed on first claim, so a re-send after a crash carries the same one.
 */
export async function claimDue(
  db: Executor,
  opts: { now: Date; limit: number; leaseUntil: Date; messageHost: string },
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        lte(mailOutbox.sendAfter, opts.now),
        or(
          eq(mailOutbox.state, 'pending'),
          and(eq(mailOutbox.state, 'sending'), lte(mailOutbox.leaseUntil, opts.now)),
        ),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(opts.limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({
      state: 'sending',
      leaseUntil: opts.leaseUntil,
      messageId: sql`coalesce(${mailOutbox.messageId}, '<outbox-' || ${mailOutbox.id} || '@' || ${opts.messageHost}::text || '>')`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** The mail went out. */
export async function markSent(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ state: 'sent', sentAt: now, leaseUntil: null, lastError: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, 'sending')));
}

/** Sending failed: another try after `retryAt`, or `failed` for good when retryAt is null. */
export async function markAttemptFailed(
  db: Executor,
  id: number,
  opts: { attempts: number; error: string; retryAt: Date | null },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      state: opts.retryAt ? 'pending' : 'failed',
      attempts: opts.attempts,
      lastError: opts.error.slice(0, 1000),
      leaseUntil: null,
      ...(opts.retryAt ? { sendAfter: opts.retryAt } : {}),
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, 'sending')));
}
