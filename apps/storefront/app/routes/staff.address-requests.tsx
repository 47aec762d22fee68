import { StaffAddressRequestsPage } from '../features/staff-address-requests';
import { loadStaffAddressRequestsPage } from '../features/staff-address-requests/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/staff.address-requests';
import pageStyles from '../features/staff-address-requests/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'staffAddressRequests.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;
export const loader = loadStaffAddressRequestsPage;

export default function StaffAddressRequestsRoute({ loaderData }: Route.ComponentProps) {
  return <StaffAddressRequestsPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
