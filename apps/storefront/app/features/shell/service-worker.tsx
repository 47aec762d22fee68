import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../../i18n';
import { deviceStorage } from '../../lib/device-storage';
import {
  clearSavedPages,
  postToServiceWorker,
  SERVICE_WORKER_URL,
  serviceWorkerEnabled,
} from '../../lib/service-worker';
import { urls } from '../../lib/urls';
import { offlinePageHtml } from './offline-page';

/**
 * The service worker (public/sw.js) keeps the shop usable offline: fingerprinted assets cache-first, pages
 * network-first with the last answer as the fallback. This module registers it (production only) and talks
 * to it: the assets and the page of this load (loaded before it controlled the page), the offline page in
 * the buyer's language, the pages visited through client-side navigation, and "forget the pages" at sign-out.
 */
interface ManifestRoute {
  module?: string;
  imports?: string[];
  css?: string[];
}

/** The fingerprinted files this page loaded, or may load for its routes, before the worker controlled it. */
function assetUrls(): string[] {
  const found = new Set<string>();
  const add = (raw: string | null | undefined) => {
    if (!raw) return;
    const url = new URL(raw, window.location.href);
    if (url.origin === window.location.origin && url.pathname.startsWith('/assets/')) found.add(url.pathname);
  };
  document
    .querySelectorAll<HTMLLinkElement | HTMLScriptElement>(
      'script[src], link[rel="modulepreload"], link[rel="stylesheet"]',
    )
    .forEach((el) => add(el instanceof HTMLScriptElement ? el.src : el.href));
  for (const entry of performance.getEntriesByType('resource')) add(entry.name);
  const manifest = (
    window as { __reactRouterManifest?: { entry?: ManifestRoute; routes?: Record<string, ManifestRoute> } }
  ).__reactRouterManifest;
  for (const route of [manifest?.entry, ...Object.values(manifest?.routes ?? {})]) {
    add(route?.module);
    route?.imports?.forEach(add);
    route?.css?.forEach(add);
  }
  return [...found];
}

/**
 * Pages worth keeping for a reload offline when reached by client-side navigation (one fetch per URL); the
 * worker keeps the same pages when it activates (public/sw.js mirrors this pattern).
 */
export const SAVED_PAGES = /^\/(fr|nl|en)(\/|\/cart|\/p\/[^/]+|\/account\/sales(\/\d+)?)?$/;
const SAVE_DELAY_MS = 2000;
/** The cart is kept at once and each time it is shown: its lines are what a buyer reloads offline for. */
const CART_PAGE = /^\/(fr|nl|en)\/cart$/;

/** When and how the page at `pathname` is kept for a reload offline (null: it is not kept). */
export function pageSaving(pathname: string): { delayMs: number; force: boolean } | null {
  if (!SAVED_PAGES.test(pathname)) return null;
  return CART_PAGE.test(pathname) ? { delayMs: 0, force: true } : { delayMs: SAVE_DELAY_MS, force: false };
}

/** Who the pages kept on this device belong to (login), so that another buyer never gets them offline. */
export const PAGES_OWNER_KEY = 'vetshop.pages-owner';

/**
 * The pages kept on this device are for `userKey` (null: a guest is browsing). When they belong to someone
 * else (a buyer whose session ended without "Sign out", e.g. on a shared computer), they must be dropped
 * before anybody could be shown them offline: returns true then.
 */
export function claimSavedPages(
  userKey: string | null,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
): boolean {
  if (!storage) return false;
  try {
    const owner = storage.getItem(PAGES_OWNER_KEY);
    if (owner === userKey) return false;
    if (userKey === null) storage.removeItem(PAGES_OWNER_KEY);
    else storage.setItem(PAGES_OWNER_KEY, userKey);
    return owner !== null;
  } catch {
    return false;
  }
}

/** Rendered once by the root component. */
export function ServiceWorker({ userKey }: { userKey: string | null }) {
  const { locale, t } = useI18n();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (!serviceWorkerEnabled()) return;
    if (claimSavedPages(userKey, deviceStorage())) clearSavedPages();
  }, [userKey]);

  useEffect(() => {
    if (!serviceWorkerEnabled()) return;
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: '/' })
      .then(() => postToServiceWorker({ type: 'save-assets', urls: assetUrls() }))
      .catch(() => undefined); // no worker (private mode, old browser): the shop works online as before
  }, []);

  // A string: the worker hears of it again only when the language (its texts) changes.
  const offlineHtml = offlinePageHtml({
    lang: locale,
    title: t('offline.page.title'),
    text: t('offline.page.text'),
    retry: t('offline.page.retry'),
    cart: t('offline.page.cart'),
    cartHref: urls.cart(locale),
    home: t('offline.page.home'),
    homeHref: urls.home(locale),
  });
  useEffect(() => {
    postToServiceWorker({ type: 'offline-page', locale, html: offlineHtml });
  }, [locale, offlineHtml]);

  useEffect(() => {
    const saving = pageSaving(pathname);
    if (!saving) return;
    const timer = setTimeout(
      () => postToServiceWorker({ type: 'save-page', url: `${pathname}${search}`, force: saving.force }),
      saving.delayMs,
    );
    return () => clearTimeout(timer);
  }, [pathname, search]);

  return null;
}
