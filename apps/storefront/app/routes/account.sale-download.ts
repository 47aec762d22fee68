// GET /{locale}/account/sales/{id}/download: an order's confirmation, as a PDF (resource route).
export { loadSaleDownload as loader } from '../features/documents/index.server';
