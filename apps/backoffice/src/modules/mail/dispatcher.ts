import type { AppContext } from '../../context';
import { claimDue, markAttemptFailed, markSent } from './repository';
import type { MailSender } from './sender';

/** Attempts before a mail is `failed` for good (a staff member can resend it). */
export const MAX_ATTEMPTS = 5;
/** Wait before the next attempt, after the 1st, 2nd… failure. */
const BACKOFF_MINUTES = [1, 5, 30, 120];
/** A claim lasts this long: a sender that died mid-send leaves its mails to another after it. */
export const CLAIM_LEASE_MS = 2 * 60_000;

export interface DispatchResult {
  sent: number;
  retried: number;
  failed: number;
}

/** When to try again after `attempts` failures; null = give up. */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  const minutes = BACKOFF_MINUTES[Math.min(attempts, BACKOFF_MINUTES.length) - 1] ?? 1;
  return new Date(now.getTime() + minutes * 60_000);
}

/**
 * Sends one batch of due mails (decision 016). Rows are claimed first (sending + lease), then sent one by one
 * and marked sent, or pending again with a back-off, or failed after MAX_ATTEMPTS. Delivery is at least once:
 * a process dying between the SMTP answer and markSent leaves the row `sending`; when its lease runs out it is
 * sent again, with the same Message-ID.
 */
export async function dispatchOutbox(
  ctx: Pick<AppContext, 'db' | 'config'>,
  sender: MailSender,
  opts: { batch: number; now: () => Date; leaseMs?: number },
): Promise<DispatchResult> {
  const claimedAt = opts.now();
  const rows = await claimDue(ctx.db, {
    now: claimedAt,
    limit: opts.batch,
    leaseUntil: new Date(claimedAt.getTime() + (opts.leaseMs ?? CLAIM_LEASE_MS)),
    messageHost: new URL(ctx.config.storefrontUrl).hostname,
  });
  const result: DispatchResult = { sent: 0, retried: 0, failed: 0 };
  for (const row of rows) {
    try {
      await sender.send({
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        // Set by the claim; the fallback only satisfies the type.
        messageId: row.messageId ?? `<outbox-${row.id}@localhost>`,
      });
      await markSent(ctx.db, row.id, opts.now());
      result.sent += 1;
    } catch (err) {
      const attempts = row.attempts + 1;
      const retryAt = nextAttemptAt(attempts, opts.now());
      await markAttemptFailed(ctx.db, row.id, { attempts, error: errorText(err), retryAt });
      if (retryAt) result.retried += 1;
      else result.failed += 1;
    }
  }
  return result;
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
