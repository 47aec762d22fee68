/**
 * The frame of every page, server side: loaders, actions and back-office calls, kept out of the browser bundle by the
 * `.server` suffix.
 */
export { loadLocaleLayout } from './locale-layout.server';
export { loadCookiesPage, saveCookieChoice } from './cookies-page.server';
