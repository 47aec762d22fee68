import { StaffAddressRequestsPage } from '../features/staff-address-requests';
import { loadStaffAddressRequestsPage } from '../features/staff-address-requests/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/staff.address-requests';

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'staffAddressRequests.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;
export const loader = loadStaffAddressRequestsPage;

export default function StaffAddressRequestsRoute({ loaderData }: Route.ComponentProps) {
  return <StaffAddressRequestsPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
