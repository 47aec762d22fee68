/**
 * Order history, server side: loaders, actions and back-office calls, kept out of the browser bundle by the
 * `.server` suffix.
 */
export { loadSalePage } from './sale-page.server';
export { loadSalesPage } from './sales-page.server';
