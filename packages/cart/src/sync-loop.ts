/**
 * The sync loop of one tab (rules 3–7, 12): one sync at a time in this tab and, through the lock, across
 * tabs; repeat while forced or while transactions are pending; backoff and offline-retry timers.
 *
 * Every decision is taken again under the lock from the record re-read from storage, because another tab
 * may have sent the queue, failed, or scheduled a retry while this one waited: that re-read is what keeps a
 * transaction from being sent twice and N tabs from retrying in parallel.
 */
import { CART_OFFLINE_RETRY_MS } from '@vetshop/domain';
import { applySyncResponse, toWireBody, type SentBatch } from './outcome';
import { isRecordOffline, storageKey, type CartRecord } from './record';
import type { CartClock, CartLock, CartTransport, SyncResponse } from './types';

/** The back office's batch limit (contract MAX_TRANSACTIONS_PER_SYNC), kept here so the engine needs no zod. */
export const MAX_BATCH = 2000;

/** Explicit reasons run even while a retry is scheduled; the others respect the shared retry time. */
export type SyncReason = 'user' | 'login' | 'online' | 'start' | 'change' | 'retry' | 'offline-retry';
const EXPLICIT: ReadonlySet<SyncReason> = new Set<SyncReason>(['user', 'login', 'online']);

interface SyncRequest {
  reason: SyncReason;
  force: boolean;
}

/** done: nothing left; again: more is queued (rule 4); skipped: nothing to do now; failed / stopped (401). */
type RoundEnd = 'done' | 'again' | 'skipped' | 'failed' | 'stopped';

export interface SyncLoopHost {
  transport: CartTransport;
  lock: CartLock;
  clock: CartClock;
  random: () => number;
  newId: () => string;
  userKey(): string | null;
  browserOffline(): boolean;
  /** The record this tab shows (no storage read). */
  current(): CartRecord;
  /** Reads the user's record from storage, and shows it if that user is still the current one. */
  read(userKey: string): CartRecord;
  write(userKey: string, record: CartRecord): void;
  setSyncing(syncing: boolean): void;
}

export interface SyncLoop {
  /** Starts the loop, or makes the running loop do one more round (rule 3). Resolves when it stops. */
  request(reason: SyncReason, force?: boolean): Promise<void>;
  /** Starts what the current record calls for: a sync now, a timer, or nothing. */
  reschedule(): void;
  dispose(): void;
}

export const lockName = (userKey: string): string => `${storageKey(userKey)}.sync`;

const merge = (a: SyncRequest | null, b: SyncRequest): SyncRequest =>
  a === null ? b : { reason: EXPLICIT.has(a.reason) ? a.reason : b.reason, force: a.force || b.force };

export function createSyncLoop(host: SyncLoopHost): SyncLoop {
  let wanted: SyncRequest | null = null;
  let running: Promise<void> | null = null;
  let timer: { handle: unknown; at: number; reason: 'retry' | 'offline-retry' } | null = null;
  let disposed = false;

  function clearTimer(): void {
    if (timer) host.clock.clearTimeout(timer.handle);
    timer = null;
  }

  function setTimer(at: number, reason: 'retry' | 'offline-retry'): void {
    if (timer && timer.at === at && timer.reason === reason) return;
    clearTimer();
    const handle = host.clock.setTimeout(
      () => {
        timer = null;
        void request(reason, reason === 'offline-retry');
      },
      Math.max(0, at - host.clock.now()),
    );
    timer = { handle, at, reason };
  }

  function request(reason: SyncReason, force = false): Promise<void> {
    if (disposed || host.userKey() === null) return running ?? Promise.resolve();
    wanted = merge(wanted, { reason, force });
    if (!running) {
      clearTimer();
      running = run().finally(() => {
        running = null;
        host.setSyncing(false);
        reschedule();
      });
    }
    return running;
  }

  async function run(): Promise<void> {
    host.setSyncing(true);
    while (wanted && !disposed) {
      const req: SyncRequest = wanted;
      wanted = null;
      const key = host.userKey();
      if (key === null) break;
      let end: RoundEnd;
      try {
        end = await host.lock.run(lockName(key), () => round(key, req));
      } catch {
        end = recordFailure(key); // the lock, or reading an odd answer, failed: back off like any sync error
      }
      // Set again by request() while we awaited (TypeScript cannot see that).
      const meanwhile = wanted as SyncRequest | null;
      if (end === 'again') wanted = merge(meanwhile, { reason: 'change', force: false });
      // After a failure only an explicit request (the buyer, back online, login) runs at once; the rest
      // waits for the backoff, which reschedule() sets from the record.
      else if ((end === 'failed' || end === 'stopped') && !(meanwhile && EXPLICIT.has(meanwhile.reason)))
        wanted = null;
    }
  }

  function recordFailure(key: string): RoundEnd {
    if (host.userKey() !== key) return 'skipped';
    const record = host.read(key);
    const ctx = { now: host.clock.now(), random: host.random, newId: host.newId };
    host.write(key, applySyncResponse(record, { uuid: record.uuid, transactions: [] }, null, ctx).record);
    return 'failed';
  }

  async function round(key: string, req: SyncRequest): Promise<RoundEnd> {
    if (disposed || host.userKey() !== key) return 'skipped';
    const record = host.read(key); // another tab may have sent, failed or queued while we waited
    const { health } = record;
    if (health.unauthenticated) return 'stopped';
    const hasPending = record.pending.length > 0;
    const waiting = health.retryAt !== null && health.retryAt > host.clock.now();
    // A scheduled backoff holds every automatic sync; an offline retry holds them only while nothing is queued.
    if (!EXPLICIT.has(req.reason) && waiting && (health.retryKind === 'backoff' || !hasPending))
      return 'skipped';
    if (!hasPending) {
      if (!req.force) return 'skipped';
      if (req.reason === 'offline-retry' && !isRecordOffline(record) && !host.browserOffline())
        return 'skipped';
    }

    const batch: SentBatch = { uuid: record.uuid, transactions: record.pending.slice(0, MAX_BATCH) };
    let response: SyncResponse | null;
    try {
      response = await host.transport.sync(toWireBody(batch));
    } catch {
      response = null;
    }
    // Logged out or switched user meanwhile: the answer belongs to a queue that no longer exists here.
    if (host.userKey() !== key) return 'skipped';
    const outcome = applySyncResponse(host.read(key), batch, response, {
      now: host.clock.now(),
      random: host.random,
      newId: host.newId,
    });
    host.write(key, outcome.record);
    switch (outcome.result) {
      case 'ok':
      case 'dropped':
        return outcome.record.pending.length > 0 ? 'again' : 'done';
      case 'failed':
        return 'failed';
      case 'unauthenticated':
        return 'stopped';
    }
  }

  function reschedule(): void {
    if (disposed || running) return;
    const record = host.current();
    if (host.userKey() === null || record.health.unauthenticated) return clearTimer();
    const { retryAt, retryKind } = record.health;
    if (record.pending.length > 0) {
      if (retryAt !== null && retryKind === 'backoff') return setTimer(retryAt, 'retry');
      void request('change'); // rule 2; also ends an offline retry: the backoff loop drives from here (rule 7)
      return;
    }
    if (isRecordOffline(record) || host.browserOffline()) {
      const at =
        retryAt ?? (timer?.reason === 'offline-retry' ? timer.at : host.clock.now() + CART_OFFLINE_RETRY_MS);
      return setTimer(at, 'offline-retry');
    }
    clearTimer();
  }

  return {
    request,
    reschedule,
    dispose() {
      disposed = true;
      wanted = null;
      clearTimer();
    },
  };
}
