import { z } from 'zod';
import type { EndpointSpec } from './endpoint';
import {
  payableSchema,
  paymentMethodsQuerySchema,
  paymentMethodsSchema,
  paymentReferenceParamsSchema,
  paymentTransactionStatusSchema,
  mollieWebhookBodySchema,
  paymentTransactionBodySchema,
  paymentTransactionSchema,
  staffCustomerPaymentMethodsBodySchema,
  staffCustomerPaymentMethodsSchema,
  staffCustomerRefParamsSchema,
  staffOrderPaymentsSchema,
} from './payment';

/**
 * Payment of the current cart (ERP; spec doc 2 §7 "Carts" and "Payment"; decision 038): the signed payable,
 * the providers for it and the redirect flow's transaction. Buyers only, except the staff's list.
 */
export const paymentApi = {
  'carts.payable': {
    method: 'GET',
    base: 'erp',
    path: '/carts/current/payable',
    response: payableSchema,
    summary: 'The current cart as a payable: its amount from the back office, signed, valid 30 minutes',
    errors: [401, 403, 404, 422],
  },
  'payment.methods': {
    method: 'GET',
    base: 'erp',
    path: '/payment/methods',
    query: paymentMethodsQuerySchema,
    response: paymentMethodsSchema,
    summary: "The payment providers offered to the payable's customer, with their icons",
    errors: [401, 403, 404, 422],
  },
  'payment.transactions': {
    method: 'POST',
    base: 'erp',
    path: '/payment/transactions',
    body: paymentTransactionBodySchema,
    response: paymentTransactionSchema,
    summary:
      'Start paying the payable with a provider (redirect flow): the answer holds the form that sends the buyer ' +
      "on (the provider's page, or the shop's return page for on account and wire transfer)",
    errors: [401, 403, 404, 409, 422, 503],
  },
  'payment.transaction': {
    method: 'GET',
    base: 'erp',
    path: '/payment/transactions/:reference',
    params: paymentReferenceParamsSchema,
    response: paymentTransactionStatusSchema,
    summary:
      "The buyer's own transaction as the return page shows it (an online payment's status read back from the " +
      'provider first): success, pending (with what to do) or cancelled',
    errors: [401, 403, 404],
  },
  /** Called by Mollie, not by the storefront: a form body `id=tr_…`; the payment is read back from Mollie. */
  'payment.mollieWebhook': {
    method: 'POST',
    base: 'erp',
    path: '/payment/providers/mollie/webhook',
    body: mollieWebhookBodySchema,
    response: z.object({}),
    summary:
      "Mollie's webhook: the payment is fetched back from Mollie with the shop's key (that is what " +
      'authenticates it) and its status applied once; 200 for an id the shop does not know',
    errors: [503],
  },
  'staff.payments': {
    method: 'GET',
    base: 'erp',
    path: '/staff/payments',
    response: staffOrderPaymentsSchema,
    summary: 'The latest payment transactions with their order and state (staff)',
    errors: [401, 403],
  },
  'staff.customerPaymentMethods': {
    method: 'GET',
    base: 'erp',
    path: '/staff/customers/:ref/payment-methods',
    params: staffCustomerRefParamsSchema,
    response: staffCustomerPaymentMethodsSchema,
    summary:
      "A customer's payment methods: which providers are chosen for it and which it is offered (staff)",
    errors: [401, 403, 404, 422],
  },
  'staff.setCustomerPaymentMethods': {
    method: 'PUT',
    base: 'erp',
    path: '/staff/customers/:ref/payment-methods',
    params: staffCustomerRefParamsSchema,
    body: staffCustomerPaymentMethodsBodySchema,
    response: staffCustomerPaymentMethodsSchema,
    summary:
      'Choose the providers a customer may pay with (staff); an empty list offers it every configured provider again',
    errors: [401, 403, 404, 422],
  },
} as const satisfies Record<string, EndpointSpec>;
