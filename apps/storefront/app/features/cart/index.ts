/**
 * The cart: the offline engine in the browser (CartProvider, useCart), its lines, quantities and totals.
 * Other features and the routes import only this file (and index.server.ts).
 */
export { CartProvider } from './cart-context';
export { ALL_LINES_PARAM, CartLines, FIRST_LINES } from './cart-lines';
export { useCart } from './cart-state';
export { useOnlineResource, type OnlineResource } from './online-resource';
export { CartTotals } from './cart-totals';
export { deviceCheckScript } from './device-check';
export { RefusedChanges } from './refused-changes';
export { type EngineView, latestServerCart, staleLoaderKey, visibleLines } from './cart-view';
export { deliverySplit, lineAvailability } from './line-messages';
export { infoFromVariant, type ProductInfo } from './product-info';
export { QuickAddButton } from './quick-add-button';
