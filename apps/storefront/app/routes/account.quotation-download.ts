// GET /{locale}/account/quotations/{id}/download: the quotation's PDF (resource route).
export { loadQuotationDownload as loader } from '../features/quotations/index.server';
