/**
 * What a sync response does to the stored record (rules 5, 6, 9, 13), as a pure function: the sync loop
 * reads the record again after the request (other tabs may have queued meanwhile), applies this, writes.
 */
import type { Cart, CartSyncBody } from '@vetshop/contract';
import { CART_OFFLINE_RETRY_MS, cartBackoffDelayMs } from '@vetshop/domain';
import { healthyState, isCartLike, type CartRecord } from './record';
import { settleRefusals, type Refusal } from './refusals';
import type { CartNotice, PendingTransaction, SyncResponse } from './types';

/** What was sent: the uuid and the transactions of the batch, in the order of the request. */
export interface SentBatch {
  uuid: string | null;
  transactions: readonly PendingTransaction[];
}

/**
 * ok: the back office answered with the cart (or no cart); dropped: a 400 refused some transactions, which
 * became a notice (retry the rest now); failed: back off; unauthenticated: stop until login.
 */
export type SyncResult = 'ok' | 'dropped' | 'failed' | 'unauthenticated';

export interface OutcomeContext {
  now: number;
  random: () => number;
  newId: () => string;
}

export function toWireBody(batch: SentBatch): CartSyncBody {
  return {
    uuid: batch.uuid,
    transactions: batch.transactions.map((t) => ({
      uuid: t.uuid,
      product_id: t.productId,
      qty: t.qty,
      options: t.options,
    })),
  };
}

/** `response` null = the transport threw (network failure). */
export function applySyncResponse(
  record: CartRecord,
  sent: SentBatch,
  response: SyncResponse | null,
  ctx: OutcomeContext,
): { record: CartRecord; result: SyncResult } {
  if (response === null) return failed(record, 'error', ctx);
  if (response.status === 204) return succeeded(record, sent, null, ctx);
  if (response.status === 200) {
    const cart: unknown = 'cart' in response ? response.cart : undefined;
    if (cart === null || cart === undefined || isEmptyObject(cart)) return succeeded(record, sent, null, ctx);
    if (isCartLike(cart)) return succeeded(record, sent, cart, ctx);
    return failed(record, 'error', ctx); // a 200 we cannot read: try again later, nothing is lost
  }
  if (response.status === 401) {
    return {
      record: { ...record, health: { ...record.health, unauthenticated: true } },
      result: 'unauthenticated',
    };
  }
  if (response.status === 503) return failed(record, 'unavailable', ctx);
  if (response.status === 400 && sent.transactions.length > 0)
    return dropRefused(record, sent, response, ctx);
  return failed(record, 'error', ctx);
}

function isEmptyObject(x: unknown): boolean {
  return typeof x === 'object' && x !== null && !Array.isArray(x) && Object.keys(x).length === 0;
}

function failed(
  record: CartRecord,
  why: 'unavailable' | 'error',
  ctx: OutcomeContext,
): { record: CartRecord; result: SyncResult } {
  const n = record.health.failures;
  // With transactions waiting, the backoff loop drives; with none, the 60 s offline retry does (rule 7).
  const backoff = record.pending.length > 0;
  return {
    record: {
      ...record,
      health: {
        erpNotAvailable: why === 'unavailable',
        syncError: why === 'error',
        unauthenticated: false,
        failures: n + 1,
        retryAt: ctx.now + (backoff ? cartBackoffDelayMs(n, ctx.random) : CART_OFFLINE_RETRY_MS),
        retryKind: backoff ? 'backoff' : 'offline',
      },
    },
    result: 'failed',
  };
}

function succeeded(
  record: CartRecord,
  sent: SentBatch,
  cart: Cart | null,
  ctx: OutcomeContext,
): { record: CartRecord; result: SyncResult } {
  const sentIds = new Set(sent.transactions.map((t) => t.uuid));
  // Applied, duplicates and rejected alike leave the queue: the back office has seen them all.
  let pending = record.pending.filter((t) => !sentIds.has(t.uuid));
  const notices = [...record.notices];
  const notify = (notice: DistributiveOmit<CartNotice, 'id' | 'at'>) =>
    notices.push({ ...notice, id: ctx.newId(), at: ctx.now } as CartNotice);

  const report = cart?.sync;
  const sentByUuid = new Map(sent.transactions.map((t) => [t.uuid.toLowerCase(), t]));
  const alreadyTold = new Set(notices.flatMap((n) => (n.kind === 'rejected' ? [n.uuid] : [])));
  const refused = new Map<string, Refusal>();
  for (const r of Array.isArray(report?.rejected) ? report.rejected : []) {
    // A transaction the back office could not read is named by its position in the batch, not its uuid;
    // the back office writes uuids in lower case (a replayed refusal comes from its table), so compare so.
    const tx =
      typeof r.uuid === 'string'
        ? sentByUuid.get(r.uuid.toLowerCase())
        : typeof r.index === 'number'
          ? sent.transactions[r.index]
          : undefined;
    if (tx) refused.set(tx.uuid, { code: r.code, message: r.message });
    // A replayed refused transaction is reported again: tell the buyer once.
    if (!tx || alreadyTold.has(tx.uuid)) continue;
    alreadyTold.add(tx.uuid);
    notify({
      kind: 'rejected',
      uuid: tx.uuid,
      productId: r.product_id ?? tx.productId,
      code: r.code,
      message: r.message,
    });
  }

  // Each line the batch changed now shows its refusal, or none: the buyer changed it again.
  let refusals = settleRefusals(record.refusals, sent.transactions, refused, ctx.now);
  if (cart && report?.previous_uuid) {
    // The old cart was confirmed or is gone; the back office applied the batch to the new one, and what is
    // still queued was meant for "the cart", so it follows (docs/api.md rule 4). Said only when changes did
    // move: a device that merely learns of the new cart (nothing sent, nothing queued), or whose changes the
    // old cart already had (duplicates: they are in the order), has nothing of its own in the new cart.
    const applied = new Set(
      (Array.isArray(report.applied) ? (report.applied as unknown[]) : [])
        .filter((uuid): uuid is string => typeof uuid === 'string')
        .map((uuid) => uuid.toLowerCase()),
    );
    const moved = pending.length > 0 || sent.transactions.some((t) => applied.has(t.uuid.toLowerCase()));
    if (moved)
      notify({
        kind: 'cart_replaced',
        previousUuid: report.previous_uuid,
        orderName: report.previous_order_name,
      });
  } else if (cart && sent.uuid !== null && cart.uuid !== sent.uuid && pending.length > 0) {
    // The cart changed without the back office saying where the queued changes belong: drop them, loudly.
    notify({ kind: 'discarded', transactions: pending });
    refusals = settleRefusals(refusals, pending, new Map(), ctx.now);
    pending = [];
  }

  let serverCart: Cart | null = null;
  if (cart) {
    // The report concerns this batch only; keeping it would replay the notices after a reload.
    const { sync: _report, ...rest } = cart;
    serverCart = rest;
  }
  return {
    record: {
      uuid: serverCart?.uuid ?? null,
      pending,
      serverCart,
      notices,
      refusals,
      lastSyncAt: ctx.now,
      health: healthyState(),
    },
    result: 'ok',
  };
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

const TRANSACTION_PATH = /^body\.transactions\.(\d+)(?:\.|$)/;

/** Rule 6, 400: drop what the error names (or the whole batch) into a notice, so the queue never blocks. */
function dropRefused(
  record: CartRecord,
  sent: SentBatch,
  response: SyncResponse,
  ctx: OutcomeContext,
): { record: CartRecord; result: SyncResult } {
  const fields = 'fields' in response && Array.isArray(response.fields) ? response.fields : [];
  const named = new Set<string>();
  for (const field of fields) {
    const match = typeof field?.path === 'string' ? TRANSACTION_PATH.exec(field.path) : null;
    const tx = match ? sent.transactions[Number(match[1])] : undefined;
    if (tx) named.add(tx.uuid);
  }
  const refused =
    named.size > 0 ? sent.transactions.filter((t) => named.has(t.uuid)) : [...sent.transactions];
  const refusedIds = new Set(refused.map((t) => t.uuid));
  const message = 'message' in response && typeof response.message === 'string' ? response.message : null;
  return {
    record: {
      ...record,
      pending: record.pending.filter((t) => !refusedIds.has(t.uuid)),
      // Dropped into the notice: those lines were changed again, their older refusals no longer hold.
      refusals: settleRefusals(record.refusals, refused, new Map(), ctx.now),
      notices: [
        ...record.notices,
        { id: ctx.newId(), at: ctx.now, kind: 'invalid', transactions: refused, message },
      ],
    },
    result: 'dropped',
  };
}
