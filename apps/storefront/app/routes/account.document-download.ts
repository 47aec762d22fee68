// GET /{locale}/account/documents/{id}/download: one document of the buyer's list, as a PDF (resource route).
export { loadDocumentDownload as loader } from '../features/documents/index.server';
