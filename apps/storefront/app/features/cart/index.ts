export { CartProvider } from './cart-context';
export { CartLines } from './cart-lines';
export { useCart } from './cart-state';
export { CartTotals } from './cart-totals';
export { type EngineView, latestServerCart, staleLoaderKey, visibleLines } from './cart-view';
export { lineAvailability } from './line-messages';
export { infoFromVariant, type ProductInfo } from './product-info';
