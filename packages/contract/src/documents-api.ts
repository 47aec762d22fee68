import type { EndpointSpec } from './endpoint';
import { idParamsSchema } from './common';
import { documentsListSchema, documentsQuerySchema, pdfFileSchema } from './documents';

/** The buyer's documents (ERP; spec doc 2 §7 "Documents"). Buyers only; another customer's document is a 404. */
export const documentsApi = {
  'documents.list': {
    method: 'GET',
    base: 'erp',
    path: '/documents',
    query: documentsQuerySchema,
    response: documentsListSchema,
    summary:
      "The customer's documents, newest first, of one type or all, optionally of one order (sale_id; per_page 20, page 1 by default)",
    errors: [401, 403, 404],
  },
  /** Any document's PDF (binary: read it with `send`); the pricelist is streamed. */
  'documents.download': {
    method: 'GET',
    base: 'erp',
    path: '/documents/:id/download',
    params: idParamsSchema,
    response: pdfFileSchema,
    responseType: 'application/pdf',
    summary:
      'One document as a PDF in the caller’s language (the pricelist is generated and streamed); another customer’s document is a 404',
    errors: [401, 403, 404],
  },
  /** `:id` is the invoice's document id (as `documents.list` gives it), not the order's. */
  'invoice.download': {
    method: 'GET',
    base: 'erp',
    path: '/invoice/:id/download',
    params: idParamsSchema,
    response: pdfFileSchema,
    responseType: 'application/pdf',
    summary: 'An invoice as a PDF; {id} is the invoice’s document id from GET documents (not the order id)',
    errors: [401, 403, 404],
  },
} as const satisfies Record<string, EndpointSpec>;
