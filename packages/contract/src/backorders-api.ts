import type { EndpointSpec } from './endpoint';
import { idParamsSchema } from './common';
import {
  backorderLineSchema,
  cancelBackorderBodySchema,
  productsOnOrderListSchema,
  productsOnOrderQuerySchema,
} from './backorders';

/** Products on order (ERP, issue 9 §3; spec doc 2 §7): the open orders' lines still to deliver. Buyers only. */
export const backordersApi = {
  'productsOnOrder.list': {
    method: 'GET',
    base: 'erp',
    path: '/products_on_order',
    query: productsOnOrderQuerySchema,
    response: productsOnOrderListSchema,
    summary:
      "Lines of the customer's open orders not yet delivered nor cancelled, newest order first (per_page 10)",
    errors: [401, 403],
  },
  'productsOnOrder.get': {
    method: 'GET',
    base: 'erp',
    path: '/products_on_order/:id',
    params: idParamsSchema,
    response: backorderLineSchema,
    summary: "One line on order, by the order line's id (another customer's line is a 404)",
    errors: [401, 403, 404],
  },
  'productsOnOrder.cancel': {
    method: 'POST',
    base: 'erp',
    path: '/products_on_order/cancel/:id',
    params: idParamsSchema,
    body: cancelBackorderBodySchema,
    response: backorderLineSchema,
    summary:
      'Cancels part of a line’s backorder: quantity between 1 and the backorder (422 backorder_quantity_invalid), ' +
      'never a made-to-order line (422 backorder_made_to_order); answers the line as it is now, the order’s ' +
      'amounts follow',
    errors: [401, 403, 404, 422],
  },
} as const satisfies Record<string, EndpointSpec>;
