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
import { claimSavedPages, pageSaving } from './saved-pages';
import { UpdateBanner } from './update-banner';

/**
 * What talks to the service worker (service-worker.tsx says what it does): loaded with import() once the page
 * runs, in production only (issue 18: not part of every page's first JavaScript).
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

/** Rendered by ServiceWorker (service-worker.tsx) once loaded. */
export function ServiceWorkerClient({ userKey }: { userKey: string | null }) {
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

  // The new-version banner: its check goes with the worker's (spec doc 2 §9 "service-worker update check").
  return <UpdateBanner />;
}
