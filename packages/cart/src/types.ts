import type { Cart, CartLine, CartSyncBody } from '@vetshop/contract';
import type { LineOptions } from '@vetshop/domain';

/** Key/value storage: localStorage in the browser, a Map in tests. */
export interface CartStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Every key stored (the queue is one key per batch of changes). */
  keys(): string[];
  /**
   * Called when ANOTHER tab changed a key (the 'storage' event); `null` = the whole storage was cleared.
   * Returns an unsubscribe function.
   */
  subscribe?(listener: (key: string | null) => void): () => void;
}

/** One field of a 400 error body (`{ statusCode, code, message, fields }`), e.g. `body.transactions.3.qty`. */
export interface FieldError {
  path: string;
  message?: string;
}

export type SyncResponse =
  /** An empty object as cart (the upstream ERP's way) also means "no cart"; the engine checks at run time. */
  | { status: 200; cart: Cart }
  | { status: 204 }
  /** Session gone: stop syncing, keep the queue, tell the app. */
  | { status: 401 }
  /** Back office unavailable. */
  | { status: 503 }
  /** Anything else. A 400 should carry the error body's `fields` so the engine can drop what was refused. */
  | { status: number; error?: string; message?: string; fields?: readonly FieldError[] };

/** POST /api/cart/sync in the browser. A thrown error (network failure) counts as a sync error. */
export interface CartTransport {
  sync(body: CartSyncBody): Promise<SyncResponse>;
}

export interface CartClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** navigator.locks in the browser: one sync across ALL tabs. */
export interface CartLock {
  run<T>(name: string, fn: () => Promise<T>): Promise<T>;
}

export interface Connectivity {
  isOnline(): boolean;
  subscribe(listener: (online: boolean) => void): () => void;
}

export interface EngineOptions {
  storage: CartStorage;
  transport: CartTransport;
  /** Default: Date.now and the global timers. */
  clock?: CartClock;
  /** Default: an in-memory lock, which serialises syncs of this engine only (one tab). */
  lock?: CartLock;
  /** Default: always online. */
  connectivity?: Connectivity;
  /** Default: Math.random (backoff jitter). */
  random?: () => number;
  /** null = not logged in (guest): changes are queued, never synced. */
  userKey: string | null;
  /** Default: crypto.randomUUID. Transaction uuids must be RFC 4122 uuids (the back office checks). */
  newUuid?: () => string;
}

/** A change not yet confirmed by the back office. `qty` is a signed change, never an absolute quantity. */
export interface PendingTransaction {
  uuid: string;
  productId: number;
  qty: number;
  options: LineOptions;
}

export interface CartItem {
  productId: number;
  qty?: number;
  options?: LineOptions;
}

/** What `setQuantity` and `remove` need to know of a line; a DisplayedLine fits. */
export interface LineRef {
  productId: number;
  options?: LineOptions;
}

interface NoticeBase {
  id: string;
  /** Clock time at which the engine created the notice. */
  at: number;
}

/** Something the buyer must be told; kept (in storage, shared by tabs) until `dismissNotice(id)`. */
export type CartNotice =
  /** The back office refused one transaction (`sync.rejected`); `message` is in the buyer's language. */
  | (NoticeBase & { kind: 'rejected'; uuid: string; productId: number; code: string; message: string })
  /** The cart changed under pending transactions: they were dropped, not sent. */
  | (NoticeBase & { kind: 'discarded'; transactions: PendingTransaction[] })
  /** The old cart was confirmed (or is gone): the changes went into a new cart. */
  | (NoticeBase & { kind: 'cart_replaced'; previousUuid: string; orderName: string | null })
  /** The back office refused the request as malformed (400): these transactions were dropped. */
  | (NoticeBase & { kind: 'invalid'; transactions: PendingTransaction[]; message: string | null });

export type CartNoticeKind = CartNotice['kind'];

/**
 * A change the back office refused (`sync.rejected`), kept on the line it was for (same product and options)
 * so that the buyer sees it there, also after a reload, until they change or remove that line, dismiss it,
 * or a later sync accepts a change of that line. Stored in the user's record: gone at logout.
 */
export interface LineRefusal {
  /** lineKey(productId, options): the line the refused transaction was for. */
  key: string;
  productId: number;
  options: LineOptions;
  /** The refused transaction and its signed change. */
  uuid: string;
  qty: number;
  /** The back office's refusal code (contract CART_SYNC_REFUSAL_CODES) and its message in the buyer's language. */
  code: string;
  message: string;
  /** Clock time of the sync that reported it. */
  at: number;
}

export interface DisplayedLine {
  /** `productId|canonical options`: stable across renders and syncs (React key, line identity). */
  key: string;
  productId: number;
  qty: number;
  options: LineOptions;
  /** True while the quantity shown is not confirmed by the back office (new line, or changed locally). */
  pending: boolean;
  /** The server's line (name, prices for the server quantity); null for a line the server does not have yet. */
  server: CartLine | null;
}

export interface DisplayedCart {
  uuid: string | null;
  lines: readonly DisplayedLine[];
}

export type SyncStatus = 'idle' | 'synchronizing';

export interface CartState {
  /** Last server cart with the pending transactions applied. */
  cart: DisplayedCart;
  serverCart: Cart | null;
  pending: readonly PendingTransaction[];
  uuid: string | null;
  userKey: string | null;
  /** 'synchronizing' while this tab runs a sync (waiting for the cross-tab lock included). */
  status: SyncStatus;
  erpNotAvailable: boolean;
  syncError: boolean;
  browserOffline: boolean;
  /** erpNotAvailable || syncError || browserOffline. */
  offline: boolean;
  /** The back office answered 401: syncing stopped until `login()`; the queue is kept. */
  unauthenticated: boolean;
  hasPendingTransactions: boolean;
  countArticles: number;
  notices: readonly CartNotice[];
  /**
   * Refused changes, one per line (product + options), oldest first; a line with a change pending hides its
   * refusal (the buyer changed it again). The line may not be displayed: a refused add of a new product.
   */
  refusals: readonly LineRefusal[];
  /** Clock time of the last successful sync, null if none. */
  lastSyncAt: number | null;
  /** When the next automatic retry is due (backoff or offline retry), null if none. */
  nextRetryAt: number | null;
}

export type CheckoutBlock = 'unauthenticated' | 'offline' | 'syncing' | 'pending';
export type CheckoutGuard = { ok: true } | { ok: false; reason: CheckoutBlock };

export interface CartEngine {
  /** The same object until something changes (fit for React's useSyncExternalStore). */
  getState(): CartState;
  subscribe(listener: (state: CartState) => void): () => void;
  /** Stores one transaction (qty defaults to 1) and starts a sync. null when qty is 0 (nothing to do). */
  add(productId: number, qty?: number, options?: LineOptions): PendingTransaction | null;
  /** Stores newQty − displayed qty of that line; null when it is already newQty. */
  setQuantity(line: LineRef, newQty: number): PendingTransaction | null;
  /** Stores −displayed qty of that line; null when the line is not displayed. */
  remove(line: LineRef): PendingTransaction | null;
  /** Many transactions in one storage write and one sync (CSV import, reorder). All or nothing. */
  addMany(items: readonly CartItem[]): PendingTransaction[];
  /** Resolves when this tab's sync loop is idle again; never rejects (the outcome is in the state). */
  sync(options?: { force?: boolean }): Promise<CartState>;
  /** Moves the guest queue to the user's queue and syncs (forced). */
  login(userKey: string): Promise<CartState>;
  /**
   * The cart `cartUuid` became an order (the buyer's checkout, POST /carts/confirm): when it is the cart this
   * device keeps, its lines are gone at once (the count reads 0) instead of after the next sync. The uuid is
   * kept: the next sync names the ordered cart, so that changes queued meanwhile go to the new cart and say so.
   */
  cartOrdered(cartUuid: string): void;
  /** Clears the user's pending transactions, uuid, cart and notices. Warn the buyer first. */
  logout(): void;
  dismissNotice(id: string): void;
  /** Forgets the refusal kept for that line (`LineRefusal.key`), e.g. a "not added" row the buyer closed. */
  dismissRefusal(key: string): void;
  /** Stops timers and subscriptions. A request in flight still updates storage when it ends. */
  dispose(): void;
}
