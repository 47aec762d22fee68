/**
 * What one user's cart looks like in storage (rule 1): one JSON record per user key, with a version number
 * (server cart, notices, sync health, consumed transactions), and the queue beside it, one key per batch of
 * changes (see INBOX_PREFIX).
 */
import type { Cart } from '@vetshop/contract';
import { isValidTransaction } from '@vetshop/domain';
import type { CartNotice, CartStorage, LineRefusal, PendingTransaction } from './types';

export const STORAGE_PREFIX = 'vetshop.cart';
export const RECORD_VERSION = 1;

/** `vetshop.cart.<userKey>`; the guest queue lives under the bare prefix, which no user key can produce. */
export function storageKey(userKey: string | null): string {
  return userKey === null ? STORAGE_PREFIX : `${STORAGE_PREFIX}.${userKey}`;
}

export type RetryKind = 'backoff' | 'offline';

/** Outcome of the last syncs, shared by the tabs so that they show one state and do not retry in parallel. */
export interface SyncHealth {
  erpNotAvailable: boolean;
  syncError: boolean;
  unauthenticated: boolean;
  /** Consecutive failed syncs (n of the backoff formula). */
  failures: number;
  /** When the next automatic sync may run, and why it waits. */
  retryAt: number | null;
  retryKind: RetryKind | null;
}

export interface CartRecord {
  uuid: string | null;
  pending: PendingTransaction[];
  serverCart: Cart | null;
  notices: CartNotice[];
  /** Refused changes kept on their line (one per line key); a record written before they existed has none. */
  refusals: LineRefusal[];
  lastSyncAt: number | null;
  health: SyncHealth;
}

export const healthyState = (): SyncHealth => ({
  erpNotAvailable: false,
  syncError: false,
  unauthenticated: false,
  failures: 0,
  retryAt: null,
  retryKind: null,
});

export const emptyRecord = (): CartRecord => ({
  uuid: null,
  pending: [],
  serverCart: null,
  notices: [],
  refusals: [],
  lastSyncAt: null,
  health: healthyState(),
});

export function isRecordOffline(record: CartRecord): boolean {
  return record.health.erpNotAvailable || record.health.syncError;
}

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const isTime = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const stringOrNull = (x: unknown): string | null => (typeof x === 'string' ? x : null);

export function isPendingTransaction(x: unknown): x is PendingTransaction {
  return isObject(x) && typeof x.uuid === 'string' && x.uuid !== '' && isValidTransaction(x);
}

/** Enough of a server cart to display it; the storefront's route validated the full shape on the way in. */
export function isCartLike(x: unknown): x is Cart {
  return (
    isObject(x) &&
    typeof x.uuid === 'string' &&
    Array.isArray(x.lines) &&
    x.lines.every((l) => isObject(l) && typeof l.product_id === 'number' && typeof l.qty === 'number')
  );
}

function isNotice(x: unknown): x is CartNotice {
  if (!isObject(x) || typeof x.id !== 'string' || !isTime(x.at)) return false;
  switch (x.kind) {
    case 'rejected':
      return typeof x.uuid === 'string' && typeof x.productId === 'number' && typeof x.message === 'string';
    case 'discarded':
    case 'invalid':
      return Array.isArray(x.transactions) && x.transactions.every(isPendingTransaction);
    case 'cart_replaced':
      return typeof x.previousUuid === 'string';
    default:
      return false;
  }
}

function isLineRefusal(x: unknown): x is LineRefusal {
  return (
    isObject(x) &&
    typeof x.key === 'string' &&
    typeof x.uuid === 'string' &&
    typeof x.code === 'string' &&
    typeof x.message === 'string' &&
    isTime(x.at) &&
    isValidTransaction(x)
  );
}

function parseHealth(x: unknown): SyncHealth {
  if (!isObject(x)) return healthyState();
  const retryAt = isTime(x.retryAt) ? x.retryAt : null;
  return {
    erpNotAvailable: x.erpNotAvailable === true,
    syncError: x.syncError === true,
    unauthenticated: x.unauthenticated === true,
    failures:
      typeof x.failures === 'number' && Number.isSafeInteger(x.failures) && x.failures > 0 ? x.failures : 0,
    retryAt,
    retryKind:
      retryAt !== null && (x.retryKind === 'backoff' || x.retryKind === 'offline') ? x.retryKind : null,
  };
}

/**
 * Never throws: unreadable JSON, another version or another shape gives an empty record. Inside a valid
 * record, a malformed queued transaction or notice is dropped alone rather than losing the whole queue.
 */
export function parseRecord(raw: string | null): CartRecord {
  if (raw === null) return emptyRecord();
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return emptyRecord();
  }
  if (!isObject(data) || data.v !== RECORD_VERSION || !Array.isArray(data.pending)) return emptyRecord();
  return {
    uuid: stringOrNull(data.uuid),
    pending: data.pending.filter(isPendingTransaction),
    serverCart: isCartLike(data.serverCart) ? data.serverCart : null,
    notices: Array.isArray(data.notices) ? data.notices.filter(isNotice) : [],
    refusals: Array.isArray(data.refusals) ? data.refusals.filter(isLineRefusal) : [],
    lastSyncAt: isTime(data.lastSyncAt) ? data.lastSyncAt : null,
    health: parseHealth(data.health),
  };
}

export function serializeRecord(record: CartRecord): string {
  return JSON.stringify({ v: RECORD_VERSION, ...record });
}

/**
 * Where queued transactions live: one storage key per batch of changes (an `add`, a CSV import), beside the
 * record, never inside it. Adding a change therefore never rewrites a value another tab may be writing at the
 * same moment: localStorage is not transactional across tabs (each renderer sees the others' writes a little
 * later), and a read-change-write of one shared queue could lose a change typed in another tab.
 *
 * `vetshop.cart-q.<encoded user key>|<uuid of the batch's first transaction>`; the guest's under `vetshop.cart-q.|`.
 */
export const INBOX_PREFIX = `${STORAGE_PREFIX}-q.`;

export function inboxPrefix(userKey: string | null): string {
  return `${INBOX_PREFIX}${userKey === null ? '' : encodeURIComponent(userKey)}|`;
}

/** The inbox of the record stored under `recordKey` (see storageKey). */
function inboxPrefixOfRecord(recordKey: string): string {
  return inboxPrefix(recordKey === STORAGE_PREFIX ? null : recordKey.slice(STORAGE_PREFIX.length + 1));
}

interface InboxBatch {
  key: string;
  at: number;
  transactions: PendingTransaction[];
}

function parseBatch(key: string, raw: string | null): InboxBatch | null {
  if (raw === null) return null;
  try {
    const data: unknown = JSON.parse(raw);
    if (!isObject(data) || data.v !== RECORD_VERSION || !Array.isArray(data.transactions)) return null;
    return {
      key,
      at: isTime(data.at) ? data.at : 0,
      transactions: data.transactions.filter(isPendingTransaction),
    };
  } catch {
    return null;
  }
}

/**
 * Consumed transactions (sent, refused or discarded) are listed in the record until their batch key is gone,
 * and the most recent ones a little longer: a tab that still sees a removed batch (the removal reaches it
 * later) does not count it again.
 */
const RECENTLY_CONSUMED = 200;

/**
 * Reads and writes records with their queue, surviving a storage that throws (Safari private mode, quota
 * exceeded): what could not be written is kept in memory and read from there, so this tab keeps working.
 *
 * `read` gives the record with `pending` = its queue (the batches in storage, oldest first, minus what was
 * consumed). `write` stores the record and settles the queue against the last `read` of the same key: a
 * transaction read then and absent now was consumed (its batch goes once all of it is); one present now and
 * never stored is queued as a new batch; a batch another tab queued meanwhile is left alone.
 */
export interface RecordStore {
  read(key: string): CartRecord;
  write(key: string, record: CartRecord): void;
  /** Queues transactions without touching the record (the common case: the buyer adds or changes a line). */
  append(key: string, transactions: readonly PendingTransaction[]): void;
  /** The record and its whole queue. */
  remove(key: string): void;
  /** Whether a changed storage key (a 'storage' event) concerns the record stored under `key`. */
  concerns(key: string, changed: string): boolean;
}

export function createRecordStore(storage: CartStorage, now: () => number = Date.now): RecordStore {
  /** Records (with their whole queue) that storage refused, and what they had consumed of the stored queue. */
  const unsaved = new Map<string, CartRecord>();
  const unsavedConsumed = new Map<string, Set<string>>();
  /** Per record key: the queue as last read, to tell what a write consumed. */
  const lastRead = new Map<string, Set<string>>();

  function batches(recordKey: string): InboxBatch[] {
    const prefix = inboxPrefixOfRecord(recordKey);
    const found: InboxBatch[] = [];
    for (const key of storage.keys()) {
      if (!key.startsWith(prefix)) continue;
      const batch = parseBatch(key, storage.get(key));
      if (batch) found.push(batch);
    }
    return found.sort((a, b) => a.at - b.at || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  function consumedList(raw: string | null): string[] {
    try {
      const data: unknown = raw === null ? null : JSON.parse(raw);
      return isObject(data) && Array.isArray(data.consumed)
        ? data.consumed.filter((u): u is string => typeof u === 'string')
        : [];
    } catch {
      return [];
    }
  }

  /**
   * The last parse of each stored record: a record that did not change is not parsed again (a 1,000-line
   * server cart is half a megabyte of JSON), and its server cart keeps its identity, so that the pages
   * re-render only the lines that changed.
   */
  const parsed = new Map<string, { raw: string | null; record: CartRecord; consumed: string[] }>();

  function parseStored(key: string): { record: CartRecord; consumed: string[] } {
    const raw = storage.get(key);
    let hit = parsed.get(key);
    if (!hit || hit.raw !== raw) {
      hit = { raw, record: parseRecord(raw), consumed: consumedList(raw) };
      parsed.set(key, hit);
    }
    const { record } = hit;
    // A copy the caller may change; the server cart is shared and never changed (outcomes build new ones).
    return {
      record: {
        ...record,
        pending: [...record.pending],
        notices: [...record.notices],
        refusals: [...record.refusals],
        health: { ...record.health },
      },
      consumed: hit.consumed,
    };
  }

  function read(key: string): CartRecord {
    const kept = unsaved.get(key);
    let record: CartRecord;
    let consumed: Set<string>;
    let queued: InboxBatch[] = [];
    try {
      if (kept) {
        record = structuredClone(kept);
        consumed = new Set(unsavedConsumed.get(key));
      } else {
        const stored = parseStored(key);
        record = stored.record;
        consumed = new Set(stored.consumed);
      }
      queued = batches(key);
    } catch {
      record = kept ? structuredClone(kept) : emptyRecord();
      consumed = new Set();
    }
    const seen = new Set(record.pending.map((t) => t.uuid));
    for (const batch of queued)
      for (const tx of batch.transactions) {
        if (consumed.has(tx.uuid) || seen.has(tx.uuid)) continue;
        seen.add(tx.uuid);
        record.pending.push(tx);
      }
    lastRead.set(key, seen);
    return record;
  }

  return {
    read,
    write(key, record) {
      const before = lastRead.get(key) ?? new Set<string>();
      const pendingNow = new Set(record.pending.map((t) => t.uuid));
      // Consumed by this write (and by earlier ones storage refused).
      const newly = new Set(unsavedConsumed.get(key));
      for (const uuid of before) if (!pendingNow.has(uuid)) newly.add(uuid);
      try {
        // Oldest first: what the stored record lists, then what this write consumed.
        const consumed = new Set([...consumedList(storage.get(key)), ...newly]);
        const queued = batches(key);
        const inInbox = new Set(queued.flatMap((b) => b.transactions.map((t) => t.uuid)));
        const fresh = record.pending.filter((t) => !inInbox.has(t.uuid) && !consumed.has(t.uuid));
        if (fresh.length > 0) writeBatch(key, fresh);
        const done = queued.filter((b) => b.transactions.every((t) => consumed.has(t.uuid)));
        const doneKeys = new Set(done.map((b) => b.key));
        const stillQueued = new Set(
          queued.filter((b) => !doneKeys.has(b.key)).flatMap((b) => b.transactions.map((t) => t.uuid)),
        );
        // Kept: what a remaining batch still needs, and the most recent others.
        const ordered = [...consumed];
        const recent = new Set(ordered.slice(-RECENTLY_CONSUMED));
        const keep = ordered.filter((u) => stillQueued.has(u) || recent.has(u));
        // The record first, then the removals: a tab that sees a batch gone has already seen it consumed.
        storage.set(key, JSON.stringify({ v: RECORD_VERSION, ...record, pending: [], consumed: keep }));
        for (const batch of done) storage.remove(batch.key);
        unsaved.delete(key);
        unsavedConsumed.delete(key);
      } catch {
        unsaved.set(key, structuredClone(record));
        unsavedConsumed.set(key, newly);
      }
      lastRead.set(key, pendingNow);
    },
    append(key, transactions) {
      if (transactions.length === 0) return;
      if (!unsaved.has(key)) {
        try {
          writeBatch(key, transactions);
          return;
        } catch {
          // storage full or refused: keep the change in this tab's memory
        }
      }
      const record = read(key);
      const known = new Set(record.pending.map((t) => t.uuid));
      record.pending.push(...transactions.filter((t) => !known.has(t.uuid)));
      unsaved.set(key, record);
      lastRead.set(key, new Set(record.pending.map((t) => t.uuid)));
    },
    remove(key) {
      unsaved.delete(key);
      unsavedConsumed.delete(key);
      lastRead.delete(key);
      try {
        storage.remove(key);
        for (const batch of batches(key)) storage.remove(batch.key);
      } catch {
        // Nothing else to do: the record is unreadable anyway.
      }
    },
    concerns(key, changed) {
      return changed === key || changed.startsWith(inboxPrefixOfRecord(key));
    },
  };

  function writeBatch(recordKey: string, transactions: readonly PendingTransaction[]): void {
    storage.set(
      `${inboxPrefixOfRecord(recordKey)}${transactions[0]!.uuid}`,
      JSON.stringify({ v: RECORD_VERSION, at: now(), transactions }),
    );
  }
}
