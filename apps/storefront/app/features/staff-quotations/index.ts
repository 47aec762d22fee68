/** The staff's quotation queue (issue 10 §5): the list of requests and the page where one is priced and sent. */
export { StaffQuotationPage } from './quotation-page';
export { StaffQuotationsPage } from './queue-page';
