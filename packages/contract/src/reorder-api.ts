import { z } from 'zod';
import type { EndpointSpec } from './endpoint';
import { reorderDismissBodySchema, reorderDismissedParamsSchema, reorderDueSchema } from './reorder';

/** Reorder reminders (ERP, issue 23 §2, decision 043): the signed-in customer's own rhythm. Buyers only. */
export const reorderApi = {
  'reorder.due': {
    method: 'GET',
    base: 'erp',
    path: '/reorder/due',
    response: reorderDueSchema,
    summary:
      'The customer’s products due to be ordered again (regular ones, from its own order history, every ' +
      'channel), closest to their expected day first; dismissed ones and those it may no longer see or buy ' +
      'left out',
    errors: [401, 403],
  },
  /** Idempotent; hides the reminder until the product is ordered again. */
  'reorder.dismiss': {
    method: 'POST',
    base: 'erp',
    path: '/reorder/dismissed',
    body: reorderDismissBodySchema,
    response: z.null(),
    status: 204,
    summary:
      'Dismisses a product’s reorder reminder until the customer orders it again (idempotent); an unknown ' +
      'variant is a 404 not_found',
    errors: [401, 403, 404],
  },
  /** Idempotent: a reminder that was not dismissed is a 204 too. */
  'reorder.undismiss': {
    method: 'DELETE',
    base: 'erp',
    path: '/reorder/dismissed/:product_id',
    params: reorderDismissedParamsSchema,
    response: z.null(),
    status: 204,
    summary: 'Undoes a dismissal (idempotent)',
    errors: [401, 403],
  },
} as const satisfies Record<string, EndpointSpec>;
