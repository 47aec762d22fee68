import {
  browserConnectivity,
  createCartEngine,
  fetchTransport,
  localStorageAdapter,
  memoryStorage,
  webLocks,
  type CartEngine,
  type CartStorage,
} from '@vetshop/cart';

/** localStorage when the browser lets us use it (not in some private modes): else this tab's memory. */
export function deviceStorage(): Storage | null {
  try {
    const storage = window.localStorage;
    storage.getItem(PROBE_KEY);
    return storage;
  } catch {
    return null;
  }
}
const PROBE_KEY = 'vetshop.probe';

/**
 * The offline cart engine of this page (browser only): pending changes in localStorage shared by the tabs,
 * POST /api/cart/sync (in the page's language, so that refusals come back in it), one sync across tabs
 * (Web Locks), navigator.onLine and its events.
 */
export function createBrowserEngine(userKey: string | null, language: () => string): CartEngine {
  const local = deviceStorage();
  const storage: CartStorage = local ? localStorageAdapter(local, window) : memoryStorage();
  return createCartEngine({
    storage,
    transport: fetchTransport({
      fetch: (url, init) => window.fetch(url, init),
      headers: () => ({ 'Accept-Language': language() }),
    }),
    lock: webLocks(typeof navigator !== 'undefined' ? navigator.locks : null),
    connectivity: browserConnectivity(window),
    userKey,
  });
}
