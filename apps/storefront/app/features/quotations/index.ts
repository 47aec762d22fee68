/**
 * Quotations (issue 10 §1; spec doc 1 §2 /account/quotations, §3, §4, §5): the list and the detail, the account
 * pages' banner, the product page's "request a quote" dialog and the cart page's "turn into a quotation request".
 * Routes and other features import only this file (and index.server.ts).
 */
export { CartToQuotation } from './cart-to-quotation';
export { QuotationBanner } from './quotation-banner';
export { QuotationPage } from './quotation-page';
export { QuotationsPage } from './quotations-page';
export { QuotationEntry } from './quotation-entry';
export { QuotationAddPage } from './add-page';
export { QuotationStateBadge } from './state-badge';
export { QuotationSummary } from './quotation-summary';
export { STATE_LABELS as STATE_FILTER_LABELS } from './quotation-labels';
