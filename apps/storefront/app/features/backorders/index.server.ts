/** Products on order, server side: loaders, the cancel action and their back-office calls. */
export { loadProductsOnOrderPage } from './products-on-order-page.server';
export { cancelBackorderAction, loadCancelBackorderPage } from './cancel-page.server';
