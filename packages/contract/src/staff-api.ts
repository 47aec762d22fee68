import type { EndpointSpec } from './endpoint';
import { staffSelectionQuerySchema, staffSelectionSchema, staffSummarySchema } from './staff';

/** The staff workspace's own calls (ERP, issue 10 §5): staff accounts only. Each queue has its area's file. */
export const staffApi = {
  'staff.summary': {
    method: 'GET',
    base: 'erp',
    path: '/staff/summary',
    response: staffSummarySchema,
    summary:
      "How many items wait in each of the staff's queues (quotations to complete, address requests, mails)",
    errors: [401, 403],
  },
  'staff.selection': {
    method: 'GET',
    base: 'erp',
    path: '/staff/selections',
    query: staffSelectionQuerySchema,
    response: staffSelectionSchema,
    summary: "The provider's selection for one role (what /selection lists to its buyers), in its order",
    errors: [400, 401, 403],
  },
} as const satisfies Record<string, EndpointSpec>;
