import { mailOutbox, users, type Executor } from '@vetshop/db';
import { and, asc, count, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Claims up to `limit` mails due at `now` (pending, or sending with an expired lease: its sender died), in one
 * transaction: the SELECT … FOR UPDATE SKIP LOCKED makes concurrent dispatchers (processes on PostgreSQL,
 * interleaved statements on PGlite) claim disjoint rows, and the UPDATE takes exactly the ids it chose. Not one
 * `UPDATE … WHERE id IN (SELECT … LIMIT n FOR UPDATE SKIP LOCKED)`: PostgreSQL may run such a sub-select more
 * than once in the statement (a rescanned semi-join), and with SKIP LOCKED each run can pick other rows, so a
 * batch of 2 claimed 3. Claimed rows become `sending` until `leaseUntil`; the Message-ID is fixed on first
 * claim, so a re-send after a crash carries the same one.
 */
export async function claimDue(
  db: Executor,
  opts: { now: Date; limit: number; leaseUntil: Date; messageHost: string },
): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
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
    if (due.length === 0) return [];
    const rows = await tx
      .update(mailOutbox)
      .set({
        state: 'sending',
        leaseUntil: opts.leaseUntil,
        messageId: sql`coalesce(${mailOutbox.messageId}, '<outbox-' || ${mailOutbox.id} || '@' || ${opts.messageHost}::text || '>')`,
      })
      .where(
        inArray(
          mailOutbox.id,
          due.map((r) => r.id),
        ),
      )
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  });
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

// ---- the staff workspace's view of the outbox

export interface OutboxFilter {
  state?: OutboxRow['state'] | undefined;
  kind?: string | undefined;
}

/** One page of mails, newest first. */
export async function listMails(
  db: Executor,
  filter: OutboxFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: OutboxRow[]; total: number }> {
  const where = and(
    filter.state ? eq(mailOutbox.state, filter.state) : undefined,
    filter.kind ? eq(mailOutbox.kind, filter.kind) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** How many mails are in each state (of one kind when given). */
export async function countByState(db: Executor, kind: string | undefined): Promise<Map<string, number>> {
  const rows = await db
    .select({ state: mailOutbox.state, n: count() })
    .from(mailOutbox)
    .where(kind ? eq(mailOutbox.kind, kind) : undefined)
    .groupBy(mailOutbox.state);
  return new Map(rows.map((r) => [r.state, r.n]));
}

/** The kinds of mail present, by name. */
export async function listKinds(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ kind: mailOutbox.kind })
    .from(mailOutbox)
    .orderBy(asc(mailOutbox.kind));
  return rows.map((r) => r.kind);
}

export async function findMail(db: Executor, id: number): Promise<OutboxRow | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row ?? null;
}

/**
 * Puts a sent or failed mail back in the queue (a staff resend): pending, due now, attempts from 0, with a new
 * Message-ID (the same one would let a receiver drop it as a duplicate of the first). One conditional UPDATE:
 * null when the mail is not sent or failed (pending or sending already) or does not exist.
 */
export async function requeueMail(
  db: Executor,
  id: number,
  opts: { now: Date; messageId: string },
): Promise<OutboxRow | null> {
  const [row] = await db
    .update(mailOutbox)
    .set({
      state: 'pending',
      attempts: 0,
      lastError: null,
      leaseUntil: null,
      sentAt: null,
      sendAfter: opts.now,
      messageId: opts.messageId,
    })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.state, ['sent', 'failed'])))
    .returning();
  return row ?? null;
}

/**
 * Who gets the shop's staff mails (a quotation request, a contact request): every active staff account, in id
 * order, each with the language their mail is written in. One definition, so every staff mail reaches the same
 * people.
 */
export function activeStaffRecipients(db: Executor) {
  return db
    .select({ id: users.id, login: users.login, locale: users.locale })
    .from(users)
    .where(and(eq(users.isStaff, true), eq(users.active, true)))
    .orderBy(asc(users.id));
}

/** The outbox's mails by state: waiting to go (pending, or claimed by a sender) and given up on (failed). */
export async function countWaitingAndFailed(db: Executor): Promise<{ waiting: number; failed: number }> {
  const rows = await db
    .select({ state: mailOutbox.state, n: count() })
    .from(mailOutbox)
    .where(inArray(mailOutbox.state, ['pending', 'sending', 'failed']))
    .groupBy(mailOutbox.state);
  const of = (states: string[]) => rows.filter((r) => states.includes(r.state)).reduce((s, r) => s + r.n, 0);
  return { waiting: of(['pending', 'sending']), failed: of(['failed']) };
}
