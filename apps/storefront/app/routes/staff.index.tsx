import { StaffHome } from '../features/staff';
import { loadStaffHome } from '../features/staff/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/staff.index';

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'staff.home.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;
export const loader = loadStaffHome;

export default function StaffIndexRoute({ loaderData }: Route.ComponentProps) {
  return <StaffHome loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
