/** Quotations, server side: the pages' loaders and actions, the PDF download. */
export { loadAccountBanner } from './banner.server';
export { loadQuotationDownload } from './download.server';
export { loadQuotationPage, quotationPageAction } from './quotation-page.server';
export { loadQuotationsPage, quotationsPageAction } from './quotations-page.server';
export { loadQuoteDialog, quoteDialogAction } from './add-product.server';
export { loadQuotationAddPage, quotationAddPageAction } from './add-page.server';
export { fromCartAction, loadFromCart } from './from-cart.server';
export { attempt as attemptQuotationCall } from './quotation-calls.server';
