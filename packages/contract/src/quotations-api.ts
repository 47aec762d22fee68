import { z } from 'zod';
import type { EndpointSpec } from './endpoint';
import { idParamsSchema } from './common';
import { pdfFileSchema } from './documents';
import {
  quotationAddLineBodySchema,
  quotationCreateBodySchema,
  quotationDeleteLineBodySchema,
  quotationListSchema,
  quotationSchema,
  quotationsQuerySchema,
  quotationUpdateBodySchema,
  quotationUpdateLineBodySchema,
  staffQuotationListSchema,
  staffQuotationPriceBodySchema,
  staffQuotationSchema,
  staffQuotationsQuerySchema,
} from './quotations';

/** A draft's reference, note and/or lines: one call, served under two paths (quotations.write and .update). */
const writeQuotation = {
  method: 'POST',
  base: 'erp',
  params: idParamsSchema,
  body: quotationUpdateBodySchema,
  response: quotationSchema,
  summary:
    'Reference, note and/or all the lines of a draft (lines left out are removed, lines without line_id added)',
  errors: [401, 403, 404, 409],
} as const;

/**
 * Quotations (ERP, issue 10 §1; spec doc 2 §7 "Quotations"): the buyer's own, then the sales team's queue (staff
 * accounts only; 403 for a buyer). Another customer's quotation is a 404 on every call; a transition the state
 * machine does not allow is a 409 invalid_transition naming the state.
 */
export const quotationsApi = {
  'quotations.list': {
    method: 'GET',
    base: 'erp',
    path: '/quotations',
    query: quotationsQuerySchema,
    response: quotationListSchema,
    summary:
      "The customer's quotations, newest first (page_size ≤ 999, page, quotation_state), with the banner's counts of drafts and quotations awaiting acceptance",
    errors: [401, 403, 404, 409],
  },
  'quotations.get': {
    method: 'GET',
    base: 'erp',
    path: '/quotations/:id',
    params: idParamsSchema,
    response: quotationSchema,
    summary:
      "One quotation: lines (the buyer's price until quoted, then the quoted one), the summary by the cart's totals, the actions allowed now",
    errors: [401, 403, 404, 409],
  },
  /** The quotation's PDF (binary: read it with `send`). */
  'quotations.download': {
    method: 'GET',
    base: 'erp',
    path: '/quotations/:id/download',
    params: idParamsSchema,
    response: pdfFileSchema,
    responseType: 'application/pdf',
    summary: "The quotation as a PDF in the caller's language",
    errors: [401, 403, 404, 409],
  },
  'quotations.create': {
    method: 'POST',
    base: 'erp',
    path: '/quotations/create',
    body: quotationCreateBodySchema,
    response: quotationSchema,
    status: 201,
    summary:
      'A new draft from lines (quantity 1 by default) or from the current cart (from_cart); a reference already used by another quotation that is not cancelled is a 409',
    errors: [401, 403, 404, 409],
  },
  /** Reference, note and/or lines (a draft only). `quotations.update` is the same call under its other path. */
  'quotations.write': { ...writeQuotation, path: '/quotations/:id' },
  'quotations.update': { ...writeQuotation, path: '/quotations/:id/update' },
  /** A product already on the quotation is a 409 (duplicate_line: 'Ce produit est déjà présent dans ce devis'). */
  'quotations.addLine': {
    method: 'POST',
    base: 'erp',
    path: '/quotations/:id/add_line',
    params: idParamsSchema,
    body: quotationAddLineBodySchema,
    response: quotationSchema,
    summary: 'Adds a product to a draft (quantity 1 by default); one already there is 409 duplicate_line',
    errors: [401, 403, 404, 409],
  },
  'quotations.updateLine': {
    method: 'PUT',
    base: 'erp',
    path: '/quotations/:id/update_line',
    params: idParamsSchema,
    body: quotationUpdateLineBodySchema,
    response: quotationSchema,
    summary: "A draft line's quantity, sequence or product",
    errors: [401, 403, 404, 409],
  },
  'quotations.deleteLine': {
    method: 'POST',
    base: 'erp',
    path: '/quotations/:id/delete_line',
    params: idParamsSchema,
    body: quotationDeleteLineBodySchema,
    response: quotationSchema,
    summary: 'Removes a line of a draft',
    errors: [401, 403, 404, 409],
  },
  'quotations.delete': {
    method: 'DELETE',
    base: 'erp',
    path: '/quotations/:id',
    params: idParamsSchema,
    response: z.null().describe('Deleted'),
    status: 204,
    summary: 'Deletes a draft or a cancelled quotation (204)',
    errors: [401, 403, 404, 409],
  },
  'quotations.request': {
    method: 'POST',
    base: 'erp',
    path: '/quotations/:id/request_quotation',
    params: idParamsSchema,
    response: quotationSchema,
    summary: "draft → customer_request; the sales team is told by mail (the quotation's transaction)",
    errors: [401, 403, 404, 409],
  },
  'quotations.accept': {
    method: 'POST',
    base: 'erp',
    path: '/quotations/:id/accept',
    params: idParamsSchema,
    response: quotationSchema,
    summary:
      'waiting_acceptation → accepted within the validity date (else 409 quotation_expired): the quotation becomes an order at the quoted prices (sale_id)',
    errors: [401, 403, 404, 409],
  },
  'quotations.cancel': {
    method: 'POST',
    base: 'erp',
    path: '/quotations/:id/cancel',
    params: idParamsSchema,
    response: quotationSchema,
    summary: 'draft, customer_request or waiting_acceptation → cancel',
    errors: [401, 403, 404, 409],
  },
  'quotations.resetToDraft': {
    method: 'POST',
    base: 'erp',
    path: '/quotations/:id/reset_to_draft',
    params: idParamsSchema,
    response: quotationSchema,
    summary:
      "customer_request, waiting_acceptation or cancel → draft; the staff's prices and validity date are cleared",
    errors: [401, 403, 404, 409],
  },

  // ---- staff: the quotation queue (issue 10 §5). Every change is recorded in the staff actions' log (`history`).
  'staff.quotations.list': {
    method: 'GET',
    base: 'erp',
    path: '/staff/quotations',
    query: staffQuotationsQuerySchema,
    response: staffQuotationListSchema,
    summary: 'Quotations in one state (customer_request by default), oldest request first, with the customer',
    errors: [401, 403, 404, 409],
  },
  'staff.quotations.get': {
    method: 'GET',
    base: 'erp',
    path: '/staff/quotations/:id',
    params: idParamsSchema,
    response: staffQuotationSchema,
    summary: "One quotation with its customer, the requester's login and the staff's actions on it",
    errors: [401, 403, 404, 409],
  },
  'staff.quotations.price': {
    method: 'POST',
    base: 'erp',
    path: '/staff/quotations/:id/prices',
    params: idParamsSchema,
    body: staffQuotationPriceBodySchema,
    response: staffQuotationSchema,
    summary:
      'Prices of lines (unit price excl. VAT, discount %) and the validity date, on a customer_request only; recorded',
    errors: [401, 403, 404, 409],
  },
  'staff.quotations.send': {
    method: 'POST',
    base: 'erp',
    path: '/staff/quotations/:id/send',
    params: idParamsSchema,
    response: staffQuotationSchema,
    summary:
      'customer_request → waiting_acceptation once every line is priced (else 409 quotation_not_priced); mails the buyer',
    errors: [401, 403, 404, 409],
  },
} as const satisfies Record<string, EndpointSpec>;
