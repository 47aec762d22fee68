import { StaffLeadsPage } from '../features/staff-leads';
import { loadStaffLeadsPage } from '../features/staff-leads/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/staff.leads';

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'staffLeads.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;
export const loader = loadStaffLeadsPage;

export default function StaffLeadsRoute({ loaderData }: Route.ComponentProps) {
  return <StaffLeadsPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
