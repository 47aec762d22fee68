/**
 * The checkout: the cart page with its form, the order confirmation, the validated order; address display.
 * Other features and the routes import only this file (and index.server.ts).
 */
export { AddressBlock } from './address-block';
export { ConfirmPage } from './confirm-page';
export { ValidatedPage } from './validated-page';
export { CartPage } from './cart-page';
