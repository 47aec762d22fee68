import { data } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { page, requireStaffUser, STAFF_HEADERS } from '../../lib/request.server';

/** /staff/payments: the latest payment transactions with their order and state (decision 038); never cached. */
export const loadStaffPaymentsPage = page(async (args: RouteArgs) => {
  const { bo } = await requireStaffUser(args);
  const payments = await bo.call('staff.payments');
  return data({ payments }, { headers: STAFF_HEADERS });
});
