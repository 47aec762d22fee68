import { useEffect, useState, type ComponentType } from 'react';
import { serviceWorkerEnabled } from '../../lib/service-worker';

/**
 * The service worker (public/sw.js) keeps the shop usable offline: fingerprinted assets cache-first, pages
 * network-first with the last answer as the fallback. service-worker-client.tsx registers it (production only)
 * and talks to it: the assets and the page of this load (loaded before it controlled the page), the offline page
 * in the buyer's language, the pages visited through client-side navigation, and "forget the pages" at sign-out.
 * Which pages are kept, and for whom: saved-pages.ts.
 */

/**
 * Rendered once by the root component. What registers the worker and talks to it (service-worker-client.tsx)
 * comes with import() once the page runs (production only): the worker's messages all wait for the page anyway.
 */
export function ServiceWorker({ userKey }: { userKey: string | null }) {
  const [Client, setClient] = useState<ComponentType<{ userKey: string | null }> | null>(null);
  useEffect(() => {
    if (!serviceWorkerEnabled()) return;
    let live = true;
    import('./service-worker-client').then(
      (loaded) => {
        if (live) setClient(() => loaded.ServiceWorkerClient);
      },
      () => undefined, // not fetched (offline, first visit): the shop works online as before
    );
    return () => {
      live = false;
    };
  }, []);
  return Client ? <Client userKey={userKey} /> : null;
}
