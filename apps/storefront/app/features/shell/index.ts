/**
 * The frame of every page: header, footer, language switch, loading bar, error screens, service worker, the cookie
 * banner (the new-version banner comes with the service worker's client).
 * Other features and the routes import only this file (and index.server.ts).
 */
export { LoadingBar } from './loading-bar';
export { RouteError } from './route-error';
export { ServiceWorker } from './service-worker';
export { LocaleLayout } from './locale-layout';
export { CookieBanner } from './cookie-banner';
export { CookiesPage } from './cookies-page';
