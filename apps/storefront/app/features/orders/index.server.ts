export { loadSalePage } from './sale-page.server';
export { loadSalesPage } from './sales-page.server';
