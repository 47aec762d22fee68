import type { EndpointSpec } from './endpoint';
import {
  cartSchema,
  cartSyncRequestSchema,
  cartUpdateBodySchema,
  carriersResponseSchema,
  confirmBodySchema,
  nextSuiteNameSchema,
  refreshQtyBodySchema,
  setCarrierBodySchema,
} from './cart';
import { orderImportBodySchema, orderImportQuerySchema, orderImportReportSchema } from './order-import';
import { codeLookupQuerySchema, codeLookupResultSchema } from './quick-order';
import { saleDetailSchema } from './sales';

/** The buyer's current cart (ERP; spec doc 2 §7 "Carts"): sync, delivery and checkout, CSV import. Buyers only. */
export const cartsApi = {
  /**
   * 204 (null) = the customer has no cart. The body is validated at batch level only: each transaction is read on
   * its own by the back office (see cartSyncRequestSchema); the storefront's engine sends `CartSyncBody`.
   */
  'carts.sync': {
    method: 'POST',
    base: 'erp',
    path: '/carts/sync',
    configurablePath: 'cartSyncPath',
    body: cartSyncRequestSchema,
    response: cartSchema.nullable(),
    summary: 'Apply a batch of cart transactions (each uuid at most once) and return the cart',
    errors: [401, 403, 404, 422],
  },
  'carts.update': {
    method: 'POST',
    base: 'erp',
    path: '/carts/current/update',
    body: cartUpdateBodySchema,
    response: cartSchema,
    summary: 'Set reference, note, suite name, delivery/invoicing address, payment mode of the current cart',
    errors: [401, 403, 404, 422],
  },
  'carts.setCarrier': {
    method: 'POST',
    base: 'erp',
    path: '/carts/current/set_carrier',
    body: setCarrierBodySchema,
    response: cartSchema,
    summary: 'Choose the carrier of the current cart',
    errors: [401, 403, 404, 422],
  },
  'carts.carriers': {
    method: 'GET',
    base: 'erp',
    path: '/carts/current/delivery_carriers',
    response: carriersResponseSchema,
    summary: 'Carriers with their price for the current cart',
    errors: [401, 403, 404, 422],
  },
  'carts.nextSuiteName': {
    method: 'GET',
    base: 'erp',
    path: '/carts/next_suite_name',
    response: nextSuiteNameSchema,
    summary: "The next name of the customer's own order sequence (null when there is no previous one)",
    errors: [401, 403, 404, 422],
  },
  'carts.refreshQtyUnavailable': {
    method: 'POST',
    base: 'erp',
    path: '/carts/refresh_qty_unavailable',
    body: refreshQtyBodySchema,
    response: cartSchema,
    summary: 'Recompute unavailable quantities from stock; the answer shows the change since last time',
    errors: [401, 403, 404, 422],
  },
  /** 201 with the new order; 200 with the order when the cart was confirmed already (idempotent). */
  'carts.confirm': {
    method: 'POST',
    base: 'erp',
    path: '/carts/confirm',
    body: confirmBodySchema,
    response: saleDetailSchema,
    summary: 'Place the order: prices recomputed, fee, VAT, stock and backorders, in one transaction',
    errors: [401, 403, 404, 422],
  },
  /** Multipart: the body is a FormData holding the file (field `file`); see order-import.ts. */
  'carts.csvImport': {
    method: 'POST',
    base: 'erp',
    path: '/carts/csv',
    query: orderImportQuerySchema,
    body: orderImportBodySchema,
    response: orderImportReportSchema,
    summary: 'Import an order from a CSV file into the current cart, with a report of every row',
    errors: [401, 403, 413, 415, 422],
  },
  /** The quick-order pad's rows resolved in batches (quick-order.ts); reads only. */
  'carts.codeLookup': {
    method: 'GET',
    base: 'erp',
    path: '/carts/code_lookup',
    query: codeLookupQuerySchema,
    response: codeLookupResultSchema,
    summary:
      'Resolve codes (SKU, CNK, barcode) and picked products to variants, priced, with why not orderable',
    errors: [401, 403],
  },
} as const satisfies Record<string, EndpointSpec>;
