/**
 * Browser adapters, typed against minimal structural interfaces so that the package needs no DOM lib:
 * `localStorageAdapter(window.localStorage)`, `browserConnectivity(window)`, `webLocks(navigator.locks)`,
 * `fetchTransport({ fetch, url: '/api/cart/sync' })`.
 */
import type { Cart } from '@vetshop/contract';
import { memoryLock } from './memory';
import type { CartLock, CartStorage, CartTransport, Connectivity, FieldError, SyncResponse } from './types';

export interface StorageLike {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface StorageEventLike {
  key: string | null;
  storageArea: unknown;
}

export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: StorageEventLike) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEventLike) => void): void;
}

const globalEvents = (): Partial<StorageEventSource> => globalThis as unknown as Partial<StorageEventSource>;

/** localStorage, with other tabs' changes (the 'storage' event of `events`, default the global window). */
export function localStorageAdapter(storage: StorageLike, events?: StorageEventSource): CartStorage {
  const source = events ?? globalEvents();
  return {
    get: (key) => storage.getItem(key),
    set: (key, value) => storage.setItem(key, value),
    remove: (key) => storage.removeItem(key),
    keys() {
      const found: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key !== null) found.push(key);
      }
      return found;
    },
    subscribe(listener) {
      if (typeof source.addEventListener !== 'function' || typeof source.removeEventListener !== 'function') {
        return () => {}; // no window (server rendering): no other tabs to hear
      }
      // sessionStorage changes fire the same event; key null = storage.clear().
      const onStorage = (event: StorageEventLike) => {
        if (event.storageArea === storage) listener(event.key);
      };
      source.addEventListener('storage', onStorage);
      return () => source.removeEventListener?.('storage', onStorage);
    },
  };
}

export interface ConnectivitySource {
  navigator: { onLine: boolean };
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

/** navigator.onLine and the window's online/offline events. */
export function browserConnectivity(win: ConnectivitySource): Connectivity {
  return {
    isOnline: () => win.navigator.onLine,
    subscribe(listener) {
      const online = () => listener(true);
      const offline = () => listener(false);
      win.addEventListener('online', online);
      win.addEventListener('offline', offline);
      return () => {
        win.removeEventListener('online', online);
        win.removeEventListener('offline', offline);
      };
    },
  };
}

export interface LockManagerLike {
  request(name: string, callback: (lock: unknown) => Promise<unknown>): Promise<unknown>;
}

/**
 * navigator.locks: one sync across all tabs of the origin. Without Web Locks (old browsers, insecure
 * context) or when the lock manager refuses, it falls back to an in-memory lock: one tab stays safe, several
 * tabs may then send the same transaction twice, which the back office ignores (decision 006).
 */
export function webLocks(locks: LockManagerLike | null | undefined): CartLock {
  const fallback = memoryLock();
  if (!locks || typeof locks.request !== 'function') return fallback;
  return {
    run<T>(name: string, fn: () => Promise<T>): Promise<T> {
      let started = false;
      const granted = () => {
        started = true;
        return fn();
      };
      let request: Promise<unknown>;
      try {
        request = locks.request(name, granted);
      } catch {
        return fallback.run(name, fn);
      }
      return request.then(
        (value) => value as T,
        (error: unknown) => {
          if (started) throw error;
          return fallback.run(name, fn);
        },
      );
    },
  };
}

export interface FetchResponseLike {
  status: number;
  text(): Promise<string>;
}

export interface FetchInitLike {
  method: 'POST';
  headers: Record<string, string>;
  body: string;
  credentials: 'same-origin';
  signal: AbortSignal;
}

export type FetchLike = (url: string, init: FetchInitLike) => Promise<FetchResponseLike>;

export interface FetchTransportOptions {
  /** window.fetch (called unbound, as browsers require). */
  fetch: FetchLike;
  /** Default '/api/cart/sync'. */
  url?: string;
  /** Extra headers per request (Accept-Language…). */
  headers?: () => Record<string, string>;
  /** A request that hangs would hold the cross-tab lock; default 30 s, then it counts as a network failure. */
  timeoutMs?: number;
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/** The HTTP mapping of the sync call: cart on 200, no cart on 204, error body (code, message, fields) otherwise. */
export function fetchTransport(options: FetchTransportOptions): CartTransport {
  const fetchFn = options.fetch;
  const url = options.url ?? '/api/cart/sync';
  const timeoutMs = options.timeoutMs ?? 30_000;
  return {
    async sync(body): Promise<SyncResponse> {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        const response = await fetchFn(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', ...options.headers?.() },
          body: JSON.stringify(body),
          credentials: 'same-origin',
          signal: controller.signal,
        });
        const text = await response.text();
        if (response.status === 204) return { status: 204 };
        if (response.status === 200) {
          if (text.trim() === '') return { status: 204 };
          return { status: 200, cart: JSON.parse(text) as Cart }; // unreadable JSON throws: a sync error
        }
        const error = parseJson(text) as { code?: unknown; message?: unknown; fields?: unknown } | null;
        return {
          status: response.status,
          ...(typeof error?.code === 'string' ? { error: error.code } : {}),
          ...(typeof error?.message === 'string' ? { message: error.message } : {}),
          ...(Array.isArray(error?.fields) ? { fields: error.fields as FieldError[] } : {}),
        };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
