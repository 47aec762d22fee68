/**
 * The cart, server side: loaders, actions and back-office calls, kept out of the browser bundle by the
 * `.server` suffix.
 */
export { currentCart, lineProducts, optional, valueOr } from './cart.server';
export { lineVariantsLoader } from './line-variants.server';
export { cartSyncAction, cartSyncLoader } from './cart-sync.server';
