import type { EndpointSpec } from './endpoint';
import { customerSchema, salesPersonSchema } from './customer';
import {
  customerIdParamsSchema,
  customerOptInBodySchema,
  customerOptOutBodySchema,
  newsletterSchema,
  vetGroupListSchema,
} from './profile';

/** The signed-in customer (ERP, issue 9 §4; spec doc 2 §7 "Customer"): record, representative, newsletter. */
export const customerApi = {
  'customer.get': {
    method: 'GET',
    base: 'erp',
    path: '/customer',
    response: customerSchema,
    summary: 'The signed-in customer',
    errors: [401, 403, 404],
  },
  'customer.salesPerson': {
    method: 'GET',
    base: 'erp',
    path: '/customer/sales_person',
    response: salesPersonSchema,
    summary: "The customer's sales representative",
    errors: [401, 403, 404],
  },
  'customer.vetGroups': {
    method: 'GET',
    base: 'erp',
    path: '/veterinary_groups',
    response: vetGroupListSchema,
    summary: "The customer's veterinary groups, by sequence ('RFA' groups hidden)",
    errors: [401, 403, 404],
  },
  /** The newsletter flag, as the customer record names it. */
  'customer.setOptOut': {
    method: 'PUT',
    base: 'erp',
    path: '/customer',
    body: customerOptOutBodySchema,
    response: newsletterSchema,
    summary: 'Newsletter: opt_out true stops the promotional mails',
    errors: [401, 403, 404],
  },
  /** The same flag the other way round; `:id` must be the caller's own customer (404 otherwise). */
  'customer.setOptIn': {
    method: 'POST',
    base: 'erp',
    path: '/customer/:id/update',
    params: customerIdParamsSchema,
    body: customerOptInBodySchema,
    response: newsletterSchema,
    summary: "Newsletter as optIn; :id is the caller's own customer id (another one is a 404)",
    errors: [401, 403, 404],
  },
} as const satisfies Record<string, EndpointSpec>;
