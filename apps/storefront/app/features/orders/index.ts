export { channelKey, lineQuantities, pageCount, parseId, parsePage, SALES_PAGE_SIZE } from './sales-pages';
