/**
 * What one user's cart looks like in storage (rule 1): one JSON record per user key, with a version number.
 * One key rather than several so that a tab never sees the new server cart with the old queue (double counts).
 */
import type { Cart } from '@vetshop/contract';
import { isValidTransaction } from '@vetshop/domain';
import type { CartNotice, CartStorage, PendingTransaction } from './types';

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
    lastSyncAt: isTime(data.lastSyncAt) ? data.lastSyncAt : null,
    health: parseHealth(data.health),
  };
}

export function serializeRecord(record: CartRecord): string {
  return JSON.stringify({ v: RECORD_VERSION, ...record });
}

/**
 * Reads and writes records, surviving a storage that throws (Safari private mode, quota exceeded): a record
 * that could not be written is kept in memory and read from there, so this tab keeps working.
 */
export interface RecordStore {
  read(key: string): CartRecord;
  write(key: string, record: CartRecord): void;
  remove(key: string): void;
}

export function createRecordStore(storage: CartStorage): RecordStore {
  const unsaved = new Map<string, CartRecord>();
  return {
    read(key) {
      const kept = unsaved.get(key);
      if (kept) return structuredClone(kept);
      try {
        return parseRecord(storage.get(key));
      } catch {
        return emptyRecord();
      }
    },
    write(key, record) {
      try {
        storage.set(key, serializeRecord(record));
        unsaved.delete(key);
      } catch {
        unsaved.set(key, structuredClone(record));
      }
    },
    remove(key) {
      unsaved.delete(key);
      try {
        storage.remove(key);
      } catch {
        // Nothing else to do: the record is unreadable anyway.
      }
    },
  };
}
