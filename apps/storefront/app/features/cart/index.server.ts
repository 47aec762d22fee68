export { currentCart, lineProducts, optional, valueOr } from './cart.server';
