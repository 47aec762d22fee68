export { channelKey, lineQuantities, pageCount, parseId, parsePage, SALES_PAGE_SIZE } from './sales-pages';
export { SalePage } from './sale-page';
export { SalesPage } from './sales-page';
