/**
 * The part of the cart the page does not need to show itself: the offline engine (@vetshop/cart with the
 * browser's storage, locks and transport), what decides whether the cart can be checked out, and the engine's
 * notices. cart-context.tsx loads it with import() once the page has hydrated (the engine only ever started
 * then, in an effect), so it is not part of the JavaScript every page's HTML loads (issue 18: product-page
 * JavaScript). The service worker keeps its chunk with the other /assets for a reload offline. The device's product
 * names and pictures for cart lines (product-info-store.ts) come with it: nothing reads them before the engine runs.
 */
export { canCheckout } from '@vetshop/cart';
export { createBrowserEngine } from './browser-engine';
export { noticeNotification } from './notices';
export { infoFromCartLine } from './product-info';
export { createProductInfoStore } from './product-info-store';
export { cartActions } from './cart-actions';
