import { useCallback, useEffect, useRef, useState } from 'react';
import { useCart } from './cart-state';

export type OnlineResourceStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface OnlineResource<T> {
  /** The last answer read; kept through a later failure (offline, a toggle or a list stays as it was). */
  data: T | undefined;
  status: OnlineResourceStatus;
  /** Reads again now (e.g. the buyer's lists after a new one was made). */
  reload(): void;
}

/**
 * A buyer's data a page reads from a JSON resource route once it is interactive (the standard orders of the
 * home's picker and of the product page's popin, the promotion-alert toggle's state), never with the page's
 * own loader, so that the page stays cacheable. `url` null: not wanted yet (a dialog not opened).
 *
 * Spec doc 2 §4: when the cart goes from offline to online — the browser's `online` event, or the cart engine
 * reaching the back office again — wishlists and promo subscriptions are loaded if not yet loaded. So a read
 * that failed (no network, the back office answering 5xx) is made again then; one that succeeded is not.
 *
 * A plain fetch, not a fetcher: offline, a fetcher's failed load replaces the page with its error boundary.
 */
export function useOnlineResource<T>(url: string | null): OnlineResource<T> {
  const [state, setState] = useState<{ data: T | undefined; status: OnlineResourceStatus }>({
    data: undefined,
    status: 'idle',
  });
  const [attempt, setAttempt] = useState(0);
  const failed = useRef(false);

  useEffect(() => {
    if (url === null) return;
    let live = true;
    setState((s) => ({ ...s, status: 'loading' }));
    fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
      .then(async (res) => {
        if (res.status >= 500) throw new Error(`status ${res.status}`);
        return (await res.json()) as T;
      })
      .then(
        (data) => {
          if (!live) return;
          failed.current = false;
          setState({ data, status: 'loaded' });
        },
        () => {
          if (!live) return;
          failed.current = true;
          setState((s) => ({ ...s, status: 'failed' }));
        },
      );
    return () => {
      live = false;
    };
  }, [url, attempt]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  const retryIfFailed = useCallback(() => {
    if (failed.current) reload();
  }, [reload]);

  useEffect(() => {
    window.addEventListener('online', retryIfFailed);
    return () => window.removeEventListener('online', retryIfFailed);
  }, [retryIfFailed]);

  const { offline } = useCart();
  const wasOffline = useRef(offline);
  useEffect(() => {
    if (wasOffline.current && !offline) retryIfFailed();
    wasOffline.current = offline;
  }, [offline, retryIfFailed]);

  return { data: state.data, status: state.status, reload };
}
