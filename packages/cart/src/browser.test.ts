import { describe, expect, it, vi } from 'vitest';
import {
  browserConnectivity,
  fetchTransport,
  localStorageAdapter,
  webLocks,
  type ConnectivitySource,
  type FetchLike,
  type StorageEventLike,
  type StorageEventSource,
  type StorageLike,
} from './browser';
import { deferred, makeCart } from './engine.fixtures';
import { memoryLock } from './memory';

function fakeWindow() {
  const handlers = new Map<string, Set<(event: never) => void>>();
  const on = (type: string) => handlers.get(type) ?? handlers.set(type, new Set()).get(type)!;
  const target = {
    navigator: { onLine: true },
    addEventListener: (type: string, listener: (event: never) => void) => on(type).add(listener),
    removeEventListener: (type: string, listener: (event: never) => void) => on(type).delete(listener),
    dispatch: (type: string, event: unknown = {}) => on(type).forEach((l) => l(event as never)),
    count: (type: string) => on(type).size,
  };
  return target as typeof target & StorageEventSource & ConnectivitySource;
}

function fakeLocalStorage(): StorageLike & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

describe('localStorageAdapter', () => {
  it('reads and writes the storage', () => {
    const ls = fakeLocalStorage();
    const storage = localStorageAdapter(ls, fakeWindow());
    storage.set('k', 'v');
    expect(ls.map.get('k')).toBe('v');
    expect(storage.get('k')).toBe('v');
    expect(storage.keys()).toEqual(['k']);
    storage.remove('k');
    expect(storage.get('k')).toBeNull();
    expect(storage.keys()).toEqual([]);
  });

  it("hears other tabs' changes of this storage only (not sessionStorage); null key = cleared", () => {
    const ls = fakeLocalStorage();
    const win = fakeWindow();
    const listener = vi.fn();
    const unsubscribe = localStorageAdapter(ls, win).subscribe!(listener);
    win.dispatch('storage', { key: 'vetshop.cart.u1', storageArea: ls } satisfies StorageEventLike);
    win.dispatch('storage', { key: 'other', storageArea: fakeLocalStorage() } satisfies StorageEventLike);
    win.dispatch('storage', { key: null, storageArea: ls } satisfies StorageEventLike);
    expect(listener.mock.calls).toEqual([['vetshop.cart.u1'], [null]]);
    unsubscribe();
    expect(win.count('storage')).toBe(0);
  });

  it('without a window (server rendering) subscribing is a no-op', () => {
    expect(() => localStorageAdapter(fakeLocalStorage()).subscribe!(vi.fn())()).not.toThrow();
  });
});

describe('browserConnectivity', () => {
  it('reads navigator.onLine and forwards online/offline events until unsubscribed', () => {
    const win = fakeWindow();
    const connectivity = browserConnectivity(win);
    win.navigator.onLine = false;
    expect(connectivity.isOnline()).toBe(false);
    const listener = vi.fn();
    const unsubscribe = connectivity.subscribe(listener);
    win.dispatch('online');
    win.dispatch('offline');
    expect(listener.mock.calls).toEqual([[true], [false]]);
    unsubscribe();
    expect(win.count('online') + win.count('offline')).toBe(0);
  });
});

describe('webLocks', () => {
  it('runs the callback inside navigator.locks.request and returns its result', async () => {
    const request = vi.fn((_name: string, callback: (lock: unknown) => Promise<unknown>) => callback({}));
    await expect(webLocks({ request }).run('cart', async () => 42)).resolves.toBe(42);
    expect(request).toHaveBeenCalledWith('cart', expect.any(Function));
  });

  it("propagates the callback's own failure", async () => {
    const lock = webLocks({ request: (_name, callback) => callback({}) });
    await expect(lock.run('cart', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });

  it('falls back to an in-memory lock without Web Locks or when the lock manager refuses', async () => {
    const refusing = webLocks({ request: () => Promise.reject(new Error('SecurityError')) });
    await expect(refusing.run('cart', async () => 'ran')).resolves.toBe('ran');
    await expect(webLocks(undefined).run('cart', async () => 'ran')).resolves.toBe('ran');
  });
});

describe('memoryLock', () => {
  it('runs callbacks of one name one at a time, in call order, even after a failure', async () => {
    const lock = memoryLock();
    const order: string[] = [];
    const first = deferred<void>();
    const a = lock.run('x', async () => {
      order.push('a start');
      await first.promise;
      order.push('a end');
      throw new Error('a failed');
    });
    const b = lock.run('x', async () => void order.push('b'));
    const other = lock.run('y', async () => void order.push('y'));
    await other;
    expect(order).toEqual(['a start', 'y']);
    first.resolve();
    await expect(a).rejects.toThrow('a failed');
    await b;
    expect(order).toEqual(['a start', 'y', 'a end', 'b']);
  });
});

describe('fetchTransport', () => {
  const body = { uuid: null, transactions: [{ uuid: 'u', product_id: 1, qty: 1, options: null }] };
  const respond = (status: number, text = ''): FetchLike =>
    vi.fn(async () => ({ status, text: async () => text }));

  it('POSTs the body as JSON to /api/cart/sync with the extra headers', async () => {
    const fetch = respond(204);
    await fetchTransport({ fetch, headers: () => ({ 'accept-language': 'nl' }) }).sync(body);
    expect(fetch).toHaveBeenCalledWith(
      '/api/cart/sync',
      expect.objectContaining({ method: 'POST', body: JSON.stringify(body) }),
    );
    expect(vi.mocked(fetch).mock.calls[0]?.[1].headers).toMatchObject({
      'accept-language': 'nl',
      'content-type': 'application/json',
    });
  });

  it('maps 200, 204 and an empty 200 body', async () => {
    const cart = makeCart('cart-1', [[1, 1]]);
    await expect(fetchTransport({ fetch: respond(200, JSON.stringify(cart)) }).sync(body)).resolves.toEqual({
      status: 200,
      cart,
    });
    await expect(fetchTransport({ fetch: respond(204) }).sync(body)).resolves.toEqual({ status: 204 });
    await expect(fetchTransport({ fetch: respond(200, '') }).sync(body)).resolves.toEqual({ status: 204 });
  });

  it('passes the error body of a 400 on (code, message, fields)', async () => {
    const error = {
      statusCode: 400,
      code: 'validation_failed',
      message: 'Invalide',
      fields: [{ path: 'body.transactions.0.qty', message: 'x' }],
    };
    await expect(fetchTransport({ fetch: respond(400, JSON.stringify(error)) }).sync(body)).resolves.toEqual({
      status: 400,
      error: 'validation_failed',
      message: 'Invalide',
      fields: error.fields,
    });
    await expect(fetchTransport({ fetch: respond(503, '<html>') }).sync(body)).resolves.toEqual({
      status: 503,
    });
  });

  it('throws (a sync error) on an unreadable 200 and on a network failure', async () => {
    await expect(fetchTransport({ fetch: respond(200, '{') }).sync(body)).rejects.toThrow();
    const failing: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(fetchTransport({ fetch: failing }).sync(body)).rejects.toThrow('Failed to fetch');
  });

  it('aborts a request that hangs', async () => {
    vi.useFakeTimers();
    try {
      const hanging: FetchLike = (_url, init) =>
        new Promise((_, reject) => init.signal.addEventListener('abort', () => reject(new Error('aborted'))));
      const pending = fetchTransport({ fetch: hanging, timeoutMs: 1000 }).sync(body);
      const outcome = expect(pending).rejects.toThrow('aborted');
      await vi.advanceTimersByTimeAsync(1000);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });
});
