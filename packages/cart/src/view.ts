/** The state the app renders, derived from the stored record (rules 8 and 14). Pure. */
import type { Cart } from '@vetshop/contract';
import { applyTransactions, countArticles } from '@vetshop/domain';
import { lineKey, normalizeOptions } from './line-key';
import { isRecordOffline, type CartRecord } from './record';
import { visibleRefusals } from './refusals';
import type {
  CartState,
  CheckoutGuard,
  DisplayedCart,
  DisplayedLine,
  PendingTransaction,
  SyncStatus,
} from './types';

// Here since the start; they live in line-key.ts so that refusals.ts can use them without an import cycle.
export { lineKey, normalizeOptions };

/**
 * Server cart + pending transactions through the domain planner: same product and deep-equal options add
 * up, otherwise a new line is appended; lines at ≤ 0 are dropped; identical server lines merge.
 */
export function displayedCart(
  serverCart: Cart | null,
  pending: readonly PendingTransaction[],
): DisplayedCart {
  const base: DisplayedLine[] = (serverCart?.lines ?? []).map((line) => {
    const options = normalizeOptions(line.options);
    return {
      key: lineKey(line.product_id, options),
      productId: line.product_id,
      qty: line.qty,
      options,
      pending: false,
      server: line,
    };
  });
  const lines = applyTransactions(base, pending, (tx) => {
    const options = normalizeOptions(tx.options);
    return {
      key: lineKey(tx.productId, options),
      productId: tx.productId,
      qty: tx.qty,
      options,
      pending: true,
      server: null,
    };
  }).map((line) => {
    const pendingNow = line.server === null || line.qty !== line.server.qty;
    return pendingNow === line.pending ? line : { ...line, pending: pendingNow };
  });
  return { uuid: serverCart?.uuid ?? null, lines };
}

export interface LocalState {
  userKey: string | null;
  status: SyncStatus;
  browserOffline: boolean;
}

export function buildState(record: CartRecord, local: LocalState): CartState {
  const cart = displayedCart(record.serverCart, record.pending);
  const { health } = record;
  return {
    cart,
    serverCart: record.serverCart,
    pending: record.pending,
    uuid: record.uuid,
    userKey: local.userKey,
    status: local.status,
    erpNotAvailable: health.erpNotAvailable,
    syncError: health.syncError,
    browserOffline: local.browserOffline,
    offline: isRecordOffline(record) || local.browserOffline,
    unauthenticated: health.unauthenticated,
    hasPendingTransactions: record.pending.length > 0,
    countArticles: countArticles(cart.lines),
    notices: record.notices,
    refusals: visibleRefusals(record.refusals, record.pending),
    lastSyncAt: record.lastSyncAt,
    nextRetryAt: health.retryAt,
  };
}

/**
 * Checkout needs the back office to have the cart the buyer sees. The most useful reason comes first:
 * "offline" explains why pending changes do not go through.
 */
export function canCheckout(state: CartState): CheckoutGuard {
  if (state.userKey === null || state.unauthenticated) return { ok: false, reason: 'unauthenticated' };
  if (state.offline) return { ok: false, reason: 'offline' };
  if (state.status === 'synchronizing') return { ok: false, reason: 'syncing' };
  if (state.hasPendingTransactions) return { ok: false, reason: 'pending' };
  return { ok: true };
}
