// What other parts of the back office may use of the documents module: its routes, and the PDF frame the
// media module draws product notices and sheets with.
export { documentsRoutes } from './routes';
export { renderTextPdf } from './pdf/text-document';
