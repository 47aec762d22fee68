import type { EndpointSpec } from './endpoint';
import { idParamsSchema } from './common';
import { ordersQuerySchema, saleDetailSchema, salesListSchema, salesQuerySchema } from './sales';
import { pdfFileSchema } from './documents';

/** The buyer's orders (ERP; spec doc 2 §7 "Sales"). Buyers only; another customer's order is a 404. */
export const salesApi = {
  'sales.list': {
    method: 'GET',
    base: 'erp',
    path: '/sales',
    query: salesQuerySchema,
    response: salesListSchema,
    summary: "The customer's orders, newest first (page_size 10, page 1 by default)",
    errors: [401, 403, 404],
  },
  'sales.get': {
    method: 'GET',
    base: 'erp',
    path: '/sales/:id',
    params: idParamsSchema,
    response: saleDetailSchema,
    summary: 'One order of the customer (another customer’s order is a 404)',
    errors: [401, 403, 404],
  },
  /** The same list as `sales.list`, filterable by sale channel (and state). */
  'orders.list': {
    method: 'GET',
    base: 'erp',
    path: '/orders',
    query: ordersQuerySchema,
    response: salesListSchema,
    summary:
      "The customer's orders as GET sales lists them, filtered by sale_channel (fax, mail, phone, web) and state",
    errors: [401, 403, 404],
  },
  /** The order confirmation PDF (binary: read it with `send`). */
  'sales.download': {
    method: 'GET',
    base: 'erp',
    path: '/sales/:id/download',
    params: idParamsSchema,
    response: pdfFileSchema,
    responseType: 'application/pdf',
    summary: 'The order confirmation of an order as a PDF (another customer’s order is a 404)',
    errors: [401, 403, 404],
  },
} as const satisfies Record<string, EndpointSpec>;
