// POST /{locale}/account/quotations/from-cart: the cart page's "turn into a quotation request" (resource route).
export { loadFromCart as loader, fromCartAction as action } from '../features/quotations/index.server';
