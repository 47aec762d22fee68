/** The staff's quotation queue, server side (every loader and action requires a staff account). */
export { loadStaffQuotationPage, staffQuotationAction } from './quotation-page.server';
export { loadStaffQuotationsPage } from './queue-page.server';
