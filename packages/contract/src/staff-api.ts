import type { EndpointSpec } from './endpoint';
import { staffSummarySchema } from './staff';

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
} as const satisfies Record<string, EndpointSpec>;
