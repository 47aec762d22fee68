import { data } from 'react-router';
import { StaffLayout } from '../features/staff';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/staff-layout';
import { page, pageHeaders, requireStaffUser, STAFF_HEADERS, type RouteArgs } from '../lib/request.server';

/**
 * Frame of the staff pages (/staff/*). Its loader checks the staff role too: a page whose own loader forgot
 * requireStaffUser still answers a buyer 404 and a guest the login page (every page's loader checks it as well,
 * and the back office checks the role on every staff call).
 */
export const loader = page(async (args: RouteArgs) => {
  await requireStaffUser(args);
  return data(null, { headers: STAFF_HEADERS });
});

export const headers = pageHeaders;

/**
 * The title when the frame itself answers: a buyer's 404 (its loader refused; no page's meta runs then) says
 * only that the page does not exist.
 */
export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'staff.home.title') }, { name: 'robots', content: 'noindex' }];
}

export default function StaffLayoutRoute() {
  return <StaffLayout />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
