/**
 * Refused changes kept on their line (issue 8 §1: "a transaction refused by the server is shown to the buyer
 * on the line, never dropped silently"). Pure: the outcome of a sync settles them, the view hides those the
 * buyer has changed since.
 *
 * A change the buyer makes is queued beside the record, never by rewriting it (see record.ts: another tab may
 * be writing the record at that moment), so a new change does not delete the refusal of its line at once: the
 * view hides it while the change is pending, and the sync that consumes the change settles it for good.
 */
import type { LineRefusal, PendingTransaction } from './types';
import { lineKey, normalizeOptions } from './line-key';

/** Why the back office refused one transaction, as its report says. */
export interface Refusal {
  code: string;
  message: string;
}

/**
 * The refusals after consuming `consumed` (in the order they were queued): for each line they touch, the last
 * of its transactions decides. Refused (in `refused`, by uuid): that refusal replaces the line's; otherwise
 * (accepted, a duplicate, discarded or dropped) the line's refusal goes, since the buyer changed that line
 * again. Lines the batch did not touch keep theirs.
 */
export function settleRefusals(
  before: readonly LineRefusal[],
  consumed: readonly PendingTransaction[],
  refused: ReadonlyMap<string, Refusal>,
  at: number,
): LineRefusal[] {
  if (consumed.length === 0) return [...before];
  const byKey = new Map(before.map((r) => [r.key, r]));
  for (const tx of consumed) {
    const options = normalizeOptions(tx.options);
    const key = lineKey(tx.productId, options);
    const refusal = refused.get(tx.uuid);
    byKey.delete(key); // a refusal that replaces an older one goes last, with the newest
    if (refusal)
      byKey.set(key, {
        key,
        productId: tx.productId,
        options,
        uuid: tx.uuid,
        qty: tx.qty,
        code: refusal.code,
        message: refusal.message,
        at,
      });
  }
  return [...byKey.values()];
}

/** What the buyer sees: a line with a change still pending hides its refusal (they changed it again). */
export function visibleRefusals(
  refusals: readonly LineRefusal[],
  pending: readonly PendingTransaction[],
): readonly LineRefusal[] {
  if (refusals.length === 0 || pending.length === 0) return refusals;
  const changed = new Set(pending.map((tx) => lineKey(tx.productId, normalizeOptions(tx.options))));
  return refusals.filter((r) => !changed.has(r.key));
}
