/**
 * Products on order (issue 9 §3): the list of the open orders' lines still to deliver and the cancel page.
 * Routes import only this file (and index.server.ts).
 */
export { ProductsOnOrderPage } from './products-on-order-page';
export { CancelBackorderPage } from './cancel-page';
