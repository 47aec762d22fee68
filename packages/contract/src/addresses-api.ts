import type { EndpointSpec } from './endpoint';
import { addressListSchema } from './customer';
import {
  addressInputSchema,
  addressParamsSchema,
  addressRequestListSchema,
  addressRequestParamsSchema,
  addressRequestRefuseBodySchema,
  addressRequestSchema,
  addressTypeParamsSchema,
  staffAddressRequestListSchema,
} from './profile';
import { staffAddressRequestDetailSchema, staffAddressRequestListQuerySchema } from './staff';

/**
 * The customer's addresses (ERP, issue 9 §4; spec doc 2 §7 "Addresses"). Changes are by request only (spec doc 1
 * §1): each records a pending request, answered with 202; the address changes when the staff approve it (the
 * staff's queue below, staff accounts only, issue 10 §5).
 */
export const addressesApi = {
  'addresses.delivery': {
    method: 'GET',
    base: 'erp',
    path: '/addresses/delivery',
    response: addressListSchema,
    summary: "The customer's delivery addresses, main first",
    errors: [401, 403, 404],
  },
  'addresses.invoicing': {
    method: 'GET',
    base: 'erp',
    path: '/addresses/invoicing',
    response: addressListSchema,
    summary: "The customer's invoicing addresses, main first",
    errors: [401, 403, 404],
  },
  'addresses.requestCreate': {
    method: 'POST',
    base: 'erp',
    path: '/addresses/:type',
    params: addressTypeParamsSchema,
    body: addressInputSchema,
    response: addressRequestSchema,
    status: 202,
    summary: 'Request a new address (202: the pending request; staff approve it)',
    errors: [401, 403, 404, 409],
  },
  'addresses.requestUpdate': {
    method: 'POST',
    base: 'erp',
    path: '/addresses/:type/:id',
    params: addressParamsSchema,
    body: addressInputSchema,
    response: addressRequestSchema,
    status: 202,
    summary: "Request a change of one of the customer's addresses (202: the pending request)",
    errors: [401, 403, 404, 409],
  },
  'addresses.requestDelete': {
    method: 'DELETE',
    base: 'erp',
    path: '/addresses/:type/:id',
    params: addressParamsSchema,
    response: addressRequestSchema,
    status: 202,
    summary: 'Request the deletion of an address; a main address cannot be deleted (409)',
    errors: [401, 403, 404, 409],
  },
  'addresses.requests': {
    method: 'GET',
    base: 'erp',
    path: '/address_requests',
    response: addressRequestListSchema,
    summary: "The customer's address change requests and their state, newest first",
    errors: [401, 403, 404, 409],
  },

  // The staff's queue of address change requests: each decision is recorded in the staff actions' log.
  'staff.addressRequests.list': {
    method: 'GET',
    base: 'erp',
    path: '/staff/address_requests',
    query: staffAddressRequestListQuerySchema,
    response: staffAddressRequestListSchema,
    summary:
      'Address change requests, filtered (state, kind, type, customer) and paged: pending first, oldest first',
    errors: [401, 403, 404, 409],
  },
  'staff.addressRequests.get': {
    method: 'GET',
    base: 'erp',
    path: '/staff/address_requests/:id',
    params: addressRequestParamsSchema,
    response: staffAddressRequestDetailSchema,
    summary:
      "One request: its customer, the address as it is now, the values asked for and the staff's actions on it",
    errors: [401, 403, 404, 409],
  },
  /** The change is applied in the same transaction as the decision. */
  'staff.addressRequests.approve': {
    method: 'POST',
    base: 'erp',
    path: '/staff/address_requests/:id/approve',
    params: addressRequestParamsSchema,
    response: staffAddressRequestDetailSchema,
    summary: 'Approve a pending request: the address change is applied in the same transaction',
    errors: [401, 403, 404, 409],
  },
  'staff.addressRequests.refuse': {
    method: 'POST',
    base: 'erp',
    path: '/staff/address_requests/:id/refuse',
    params: addressRequestParamsSchema,
    body: addressRequestRefuseBodySchema,
    response: staffAddressRequestDetailSchema,
    summary: 'Refuse a pending request with a reason the buyer reads; the address stays as it is',
    errors: [401, 403, 404, 409],
  },
} as const satisfies Record<string, EndpointSpec>;
