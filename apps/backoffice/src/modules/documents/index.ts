// What other parts of the back office may use of the documents module: its routes, the PDF frame the
// media module draws product notices and sheets with, and the order confirmation the checkout records.
export { documentsRoutes } from './routes';
export { renderTextPdf } from './pdf/text-document';
export { recordOrderConfirmation } from './order-confirmation';
// The quotation's PDF (the quotations module downloads it), drawn with the same frame and table.
export {
  quotationFileName,
  renderQuotationDocument,
  type QuotationDocumentData,
} from './pdf/quotation-document';
// Every label the documents print (the back office's message catalogue tests check them).
export { ALL_LABELS } from './pdf/labels';
