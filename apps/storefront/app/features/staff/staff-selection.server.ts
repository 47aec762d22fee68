import { roleSchema } from '@vetshop/contract';
import { data } from 'react-router';
import { page, requireStaffUser, STAFF_HEADERS, type RouteArgs } from '../../lib/request.server';

/** /staff/selection?role=: the provider's selection for one role, as its buyers find it on /selection. */
export const loadStaffSelection = page(async (args: RouteArgs) => {
  const { bo } = await requireStaffUser(args);
  const asked = roleSchema.safeParse(new URL(args.request.url).searchParams.get('role'));
  const selection = await bo.call('staff.selection', {
    query: { role: asked.success ? asked.data : 'veterinary' },
  });
  return data(selection, { headers: STAFF_HEADERS });
});
