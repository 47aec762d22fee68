/* Vetshop service worker: the shop on a bad connection (issue 3 §2, "offline reload").
 *
 * - /assets/* (fingerprinted, immutable) and /i18n/{version}/* (a version's messages): cache first.
 * - /media/* (product pictures, immutable): cache first, a bounded number kept.
 * - Page navigations, and the data requests of client-side navigations (*.data, /__manifest): network
 *   first; on a network failure, the last good answer of that URL, else (navigations) the offline page of
 *   the buyer's language, which the app hands over (its texts live in the app's message bundles).
 * - Everything else, and every non-GET request (POST /api/cart/sync…), goes to the network untouched.
 *   /api/* is never cached.
 *
 * The app (app/features/shell/service-worker.tsx) also sends: the assets of the page it was loaded with, pages
 * reached by client-side navigation to keep for a reload offline (the cart page each time it is shown), and
 * "clear-pages" at sign-out (pages carry the buyer's data), and "skip-waiting" from the new-version banner's reload.
 * When the worker activates, it keeps the pages
 * open at that moment (loaded before it could see them).
 */
const VERSION = 'v1';
const ASSETS = `vetshop-assets-${VERSION}`;
const MEDIA = `vetshop-media-${VERSION}`;
const PAGES = `vetshop-pages-${VERSION}`;
const OFFLINE = `vetshop-offline-${VERSION}`;
const KEEP = new Set([ASSETS, MEDIA, PAGES, OFFLINE]);
const LIMITS = { [ASSETS]: 400, [MEDIA]: 200, [PAGES]: 60 };
/** A navigation that hangs this long on a bad connection is answered from the cache (when it has the page). */
const NAVIGATION_TIMEOUT_MS = 10000;
/** A saved page younger than this is not fetched again when the app asks to save it. */
const PAGE_FRESH_MS = 10 * 60 * 1000;
// Mirrors @vetshop/domain's LOCALES (a service worker cannot import it; test/service-worker.test.ts pins it).
const LOCALES = ['fr', 'nl', 'en'];

self.addEventListener('install', () => {
  self.skipWaiting();
});

// Mirrors SAVED_PAGES of app/features/shell/saved-pages.ts (test/service-worker.test.ts pins it).
const SAVED_PAGES = /^\/(fr|nl|en)(\/|\/cart|\/p\/[^/]+|\/account\/sales(\/\d+)?)?$/;

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (!KEEP.has(name)) await caches.delete(name);
      // The pages open now were loaded before this worker could keep them (the first visit, e.g. the cart
      // right after sign-in): kept before the worker takes control, so a reload offline finds them.
      await saveOpenPages();
      await self.clients.claim();
    })(),
  );
});

async function saveOpenPages() {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const urls = new Set(
    windows
      .map((client) => new URL(client.url))
      .filter((url) => url.origin === self.location.origin && SAVED_PAGES.test(url.pathname))
      .map((url) => url.href),
  );
  for (const url of urls) await savePage(url, { force: true });
}

/** Keeps a cache under its limit, dropping the oldest entries (keys come in insertion order). */
async function trim(cacheName) {
  const limit = LIMITS[cacheName];
  if (!limit) return;
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(request);
}

async function put(cacheName, key, response) {
  const cache = await caches.open(cacheName);
  await cache.delete(key, { ignoreVary: true }); // re-inserted last: trimming drops the oldest
  await cache.put(key, response);
  await trim(cacheName);
}

/** Only complete, same-origin, non-redirected answers are worth keeping. */
const keepable = (response) =>
  response && response.status === 200 && response.type === 'basic' && !response.redirected;

async function cacheFirst(event, cacheName) {
  const cached = await caches.match(event.request, { cacheName, ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(event.request);
  if (keepable(response)) event.waitUntil(put(cacheName, event.request, response.clone()));
  return response;
}

/** The page's URL as a cache key: no fragment, the request's search kept. */
function pageKey(url) {
  const u = new URL(url);
  u.hash = '';
  return u.href;
}

function localeOf(url) {
  const first = new URL(url).pathname.split('/')[1];
  // 'fr' mirrors @vetshop/domain's DEFAULT_LOCALE (pinned by test/service-worker.test.ts).
  return LOCALES.includes(first) ? first : 'fr';
}

function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function networkFirst(event, { navigation }) {
  const key = pageKey(event.request.url);
  const cached = caches.match(key, { cacheName: PAGES, ignoreVary: true });
  const network = fetch(event.request);
  // Registered before anything reads the answer, so the copy is taken before the page consumes the body.
  event.waitUntil(
    network
      .then((response) => (keepable(response) ? put(PAGES, key, response.clone()) : undefined))
      .catch(() => undefined),
  );
  try {
    // On a connection that hangs, answer from the cache when there is something to answer with; the network
    // answer, if it comes, still refreshes the cache.
    return navigation && (await cached) ? await withTimeout(network, NAVIGATION_TIMEOUT_MS) : await network;
  } catch (error) {
    const fallback = await cached;
    if (fallback) return fallback;
    if (navigation) {
      const offline = await caches.match(`/offline/${localeOf(event.request.url)}`, { cacheName: OFFLINE });
      if (offline) return offline;
    }
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return; // POSTs (cart sync, forms) are never cached nor answered here
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/')) return;
  // Fingerprinted assets, and the messages of a version (/i18n/{version}/…, never changed): cache first.
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/i18n/')) {
    event.respondWith(cacheFirst(event, ASSETS));
  } else if (url.pathname.startsWith('/media/')) {
    event.respondWith(cacheFirst(event, MEDIA));
  } else if (request.mode === 'navigate') {
    event.respondWith(networkFirst(event, { navigation: true }));
  } else if (url.pathname.endsWith('.data') || url.pathname === '/__manifest') {
    event.respondWith(networkFirst(event, { navigation: false }));
  }
});

async function saveAssets(urls) {
  const cache = await caches.open(ASSETS);
  for (const raw of urls) {
    const url = new URL(raw, self.location.origin);
    if (url.origin !== self.location.origin || !url.pathname.startsWith('/assets/')) continue;
    if (await cache.match(url.pathname)) continue;
    try {
      const response = await fetch(url.pathname);
      if (keepable(response)) await cache.put(url.pathname, response);
    } catch {
      return; // offline: the next page load tries again
    }
  }
  await trim(ASSETS);
}

/** `force`: fetched again even when a fresh copy is kept (the cart page: its lines change all the time). */
async function savePage(raw, { force = false } = {}) {
  const url = new URL(raw, self.location.origin);
  if (url.origin !== self.location.origin) return;
  const key = pageKey(url.href);
  if (!force) {
    const cached = await caches.match(key, { cacheName: PAGES, ignoreVary: true });
    const date = cached ? Date.parse(cached.headers.get('date') || '') : NaN;
    if (cached && Date.now() - date < PAGE_FRESH_MS) return;
  }
  try {
    const response = await fetch(key, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
    if (!keepable(response)) return;
    const html = await response.clone().text();
    await put(PAGES, key, response);
    // Each page links its own stylesheets (its route's, not every feature's): kept with the page, or a reload
    // offline would show it unstyled when it was saved without ever being shown under this worker.
    await saveAssets(stylesheetsOf(html));
  } catch {
    // offline: keep what we have
  }
}

/** The fingerprinted stylesheets a page's HTML links in its head (`<link rel="stylesheet" href="/assets/…">`). */
function stylesheetsOf(html) {
  const hrefs = [];
  const head = html.split('</head>', 1)[0];
  for (const [tag] of head.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel="stylesheet"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href && href.startsWith('/assets/')) hrefs.push(href);
  }
  return hrefs;
}

self.addEventListener('message', (event) => {
  if (event.origin && event.origin !== self.location.origin) return;
  const message = event.data || {};
  if (message.type === 'save-assets' && Array.isArray(message.urls)) {
    event.waitUntil(saveAssets(message.urls));
  } else if (message.type === 'save-page' && typeof message.url === 'string') {
    event.waitUntil(savePage(message.url, { force: message.force === true }));
  } else if (
    message.type === 'offline-page' &&
    LOCALES.includes(message.locale) &&
    typeof message.html === 'string'
  ) {
    event.waitUntil(
      caches
        .open(OFFLINE)
        .then((cache) =>
          cache.put(
            `/offline/${message.locale}`,
            new Response(message.html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
          ),
        ),
    );
  } else if (message.type === 'clear-pages') {
    event.waitUntil(caches.delete(PAGES));
  } else if (message.type === 'skip-waiting') {
    // The new-version banner's reload (app/features/shell/update-banner.tsx): a new worker waiting takes over.
    self.skipWaiting();
  }
});
