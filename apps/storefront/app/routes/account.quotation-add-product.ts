// GET/POST /{locale}/account/quotations/add-product: the product page's quotation dialog (resource route):
// its drafts when it opens, then the product into a draft or a new quotation.
export { loadQuoteDialog as loader, quoteDialogAction as action } from '../features/quotations/index.server';
