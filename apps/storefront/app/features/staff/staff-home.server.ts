import { data } from 'react-router';
import { page, requireStaffUser, STAFF_HEADERS, type RouteArgs } from '../../lib/request.server';

/** /staff: how much waits in each queue (never cached). */
export const loadStaffHome = page(async (args: RouteArgs) => {
  const { bo, user } = await requireStaffUser(args);
  const summary = await bo.call('staff.summary');
  return data({ login: user.login, queues: summary.queues }, { headers: STAFF_HEADERS });
});
