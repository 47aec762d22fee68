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
import { deviceStorage } from '../../lib/device-storage';

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
