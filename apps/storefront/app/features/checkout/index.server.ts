export { loadConfirmPage, confirmPageAction } from './confirm-page.server';
export { loadValidatedPage } from './validated-page.server';
export { loadCartPage, cartPageAction } from './cart-page.server';
