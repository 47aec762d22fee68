export { currentCart, lineProducts, optional, valueOr } from './cart.server';
export { lineVariantsLoader } from './line-variants.server';
export { cartSyncAction, cartSyncLoader } from './cart-sync.server';
