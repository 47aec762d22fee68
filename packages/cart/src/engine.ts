/**
 * createCartEngine: the cart API the storefront renders from. Changes are stored first and returned
 * synchronously; the sync loop sends them. Storage is the single source of truth shared by the tabs: this
 * engine only shows it, writes to it, and reacts to other tabs' writes (rule 12).
 */
import { DEFAULT_LINE_QTY, isValidTransaction, type LineOptions } from '@vetshop/domain';
import { memoryLock } from './memory';
import { createRecordStore, serializeRecord, storageKey, type CartRecord } from './record';
import { createSyncLoop } from './sync-loop';
import type {
  CartClock,
  CartEngine,
  CartItem,
  CartState,
  EngineOptions,
  LineRef,
  PendingTransaction,
} from './types';
import { buildState, displayedCart, lineKey, normalizeOptions } from './view';

export const systemClock: CartClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as Parameters<typeof clearTimeout>[0]),
};

function describeValue(x: unknown): string {
  try {
    return JSON.stringify(x) ?? String(x);
  } catch {
    return String(x);
  }
}

/** A JSON copy: what is queued must survive storage unchanged and not move when the caller mutates its object. */
function copyOptions(options: LineOptions | undefined): LineOptions {
  const plain = normalizeOptions(options);
  return plain === null ? null : (JSON.parse(JSON.stringify(plain)) as LineOptions);
}

export function createCartEngine(options: EngineOptions): CartEngine {
  const clock = options.clock ?? systemClock;
  const store = createRecordStore(options.storage, () => clock.now());
  const newUuid = options.newUuid ?? (() => globalThis.crypto.randomUUID());
  const listeners = new Set<(state: CartState) => void>();

  let userKey = options.userKey;
  let current: CartRecord = store.read(storageKey(userKey));
  let currentJson = serializeRecord(current);
  let syncing = false;
  let browserOffline = options.connectivity ? !options.connectivity.isOnline() : false;
  let disposed = false;
  let state = build();

  function build(): CartState {
    return buildState(current, { userKey, status: syncing ? 'synchronizing' : 'idle', browserOffline });
  }

  function notify(): void {
    state = build();
    for (const listener of [...listeners]) listener(state);
  }

  /** Shows a record read or written; observers hear only of real changes. */
  function show(record: CartRecord, force = false): void {
    const json = serializeRecord(record);
    if (json === currentJson && !force) return;
    current = record;
    currentJson = json;
    notify();
  }

  const loop = createSyncLoop({
    transport: options.transport,
    lock: options.lock ?? memoryLock(),
    clock,
    random: options.random ?? Math.random,
    newId: newUuid,
    userKey: () => userKey,
    browserOffline: () => browserOffline,
    current: () => current,
    read(key) {
      const record = store.read(storageKey(key));
      if (key === userKey) show(record);
      return record;
    },
    write(key, record) {
      store.write(storageKey(key), record);
      if (key === userKey) show(record);
    },
    setSyncing(value) {
      if (syncing === value) return;
      syncing = value;
      notify();
    },
  });

  /** Read (fresh: another tab may have written since our last event), change, write, show, sync. */
  function update(change: (record: CartRecord) => CartRecord | null): void {
    const key = storageKey(userKey);
    const next = change(store.read(key));
    if (next === null) return;
    store.write(key, next);
    show(next);
    loop.reschedule();
  }

  function addMany(items: readonly CartItem[]): PendingTransaction[] {
    if (!Array.isArray(items))
      throw new TypeError(`cart: addMany expects an array, got ${describeValue(items)}`);
    // Validate everything before storing anything: an import is all or nothing.
    const valid = (items as readonly unknown[]).map((item) => {
      const { productId, qty = DEFAULT_LINE_QTY, options: lineOptions } = (item ?? {}) as Partial<CartItem>;
      const candidate = { productId, qty, options: lineOptions ?? null };
      if (!isValidTransaction(candidate))
        throw new TypeError(`cart: invalid transaction ${describeValue(item)}`);
      return { productId: candidate.productId, qty: candidate.qty, options: copyOptions(candidate.options) };
    });
    const transactions: PendingTransaction[] = valid
      .filter((item) => item.qty !== 0) // a no-op, not worth a request
      .map((item) => ({ uuid: newUuid(), ...item }));
    if (transactions.length > 0) {
      // Queued beside the record, never by rewriting it: another tab may be writing it at this very moment.
      const key = storageKey(userKey);
      store.append(key, transactions);
      show(store.read(key));
      loop.reschedule();
    }
    return transactions;
  }

  function setQuantity(line: LineRef, newQty: number): PendingTransaction | null {
    if (typeof line !== 'object' || line === null)
      throw new TypeError(`cart: invalid line ${describeValue(line)}`);
    if (!Number.isSafeInteger(newQty) || newQty < 0) {
      throw new TypeError(`cart: quantity must be an integer ≥ 0, got ${describeValue(newQty)}`);
    }
    // The delta is taken against what is displayed NOW (another tab may have changed it since rendering).
    const record = store.read(storageKey(userKey));
    const key = lineKey(line.productId, line.options);
    const shown = displayedCart(record.serverCart, record.pending).lines.find((l) => l.key === key)?.qty ?? 0;
    if (newQty === shown) return null;
    return (
      addMany([{ productId: line.productId, qty: newQty - shown, options: line.options ?? null }])[0] ?? null
    );
  }

  /**
   * The user is (again) logged in: the guest queue joins theirs (rule 11) and an old 401 no longer holds.
   * Also run at start, since a login through the identity provider reloads the page rather than call login().
   */
  function signIn(key: string): CartRecord {
    const guest = store.read(storageKey(null));
    const record = store.read(storageKey(key));
    const moved = guest.pending.length > 0 || guest.notices.length > 0;
    if (moved) {
      record.pending = [...record.pending, ...guest.pending];
      record.notices = [...record.notices, ...guest.notices];
      store.remove(storageKey(null));
    }
    if (moved || record.health.unauthenticated) {
      record.health = { ...record.health, unauthenticated: false };
      store.write(storageKey(key), record);
    }
    return record;
  }

  const engine: CartEngine = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add: (productId, qty = DEFAULT_LINE_QTY, lineOptions) =>
      addMany([{ productId, qty, options: lineOptions ?? null }])[0] ?? null,
    addMany,
    setQuantity,
    remove: (line) => setQuantity(line, 0),
    async sync(syncOptions) {
      await loop.request('user', syncOptions?.force === true);
      return state;
    },
    async login(newKey) {
      if (typeof newKey !== 'string' || newKey === '')
        throw new TypeError(`cart: invalid user key ${describeValue(newKey)}`);
      userKey = newKey;
      const record = signIn(newKey);
      show(record, true);
      await loop.request('login', true);
      return state;
    },
    cartOrdered(cartUuid) {
      if (typeof cartUuid !== 'string' || cartUuid === '')
        throw new TypeError(`cart: invalid cart uuid ${describeValue(cartUuid)}`);
      // The back office writes uuids in lower case; compare so.
      const ordered = cartUuid.toLowerCase();
      update((record) =>
        record.serverCart !== null && record.uuid?.toLowerCase() === ordered
          ? { ...record, serverCart: null }
          : null,
      );
    },
    logout() {
      if (userKey === null) return;
      store.remove(storageKey(userKey));
      userKey = null;
      show(store.read(storageKey(null)), true);
      loop.reschedule();
    },
    dismissNotice(id) {
      update((record) =>
        record.notices.some((n) => n.id === id)
          ? { ...record, notices: record.notices.filter((n) => n.id !== id) }
          : null,
      );
    },
    dismissRefusal(key) {
      update((record) =>
        record.refusals.some((r) => r.key === key)
          ? { ...record, refusals: record.refusals.filter((r) => r.key !== key) }
          : null,
      );
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      loop.dispose();
      unsubscribeStorage?.();
      unsubscribeConnectivity?.();
      listeners.clear();
    },
  };

  const unsubscribeStorage = options.storage.subscribe?.((key) => {
    if (disposed || (key !== null && !store.concerns(storageKey(userKey), key))) return;
    show(store.read(storageKey(userKey)));
    loop.reschedule();
  });

  const unsubscribeConnectivity = options.connectivity?.subscribe((online) => {
    if (disposed || online === !browserOffline) return;
    browserOffline = !online;
    notify();
    if (online)
      void loop.request('online', true); // rule 7: back online, sync at once
    else loop.reschedule();
  });

  // A logged-in page starts from the back office's cart (and sends what a reload left queued).
  if (userKey !== null) {
    show(signIn(userKey));
    void loop.request('start', true);
  }
  return engine;
}
