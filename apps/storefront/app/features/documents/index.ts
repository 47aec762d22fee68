/**
 * Documents (issue 9 §2): the list of the buyer's documents and the order page's block (the order's PDFs and
 * "order again"). Routes and other features import only this file (and index.server.ts).
 */
export { DocumentsPage } from './documents-page';
export { SaleDocuments } from './sale-documents';
