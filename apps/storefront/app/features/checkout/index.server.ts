/**
 * The checkout, server side: loaders, actions and back-office calls, kept out of the browser bundle by the
 * `.server` suffix.
 */
export { loadConfirmPage, confirmPageAction } from './confirm-page.server';
export { loadValidatedPage } from './validated-page.server';
export { loadCartPage, cartPageAction } from './cart-page.server';
