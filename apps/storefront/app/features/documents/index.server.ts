/** Documents, server side: the list's loader, the downloads' resource routes, one order's documents. */
export { loadDocumentsPage } from './documents-page.server';
export { loadDocumentDownload, loadSaleDownload, streamPdf } from './download.server';
export { saleDocuments } from './sale-documents.server';
