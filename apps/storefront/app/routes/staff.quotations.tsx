import { StaffQuotationsPage } from '../features/staff-quotations';
import { loadStaffQuotationsPage } from '../features/staff-quotations/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/staff.quotations';

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'staffQuotations.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;

export const loader = loadStaffQuotationsPage;

export default function StaffQuotationsRoute({ loaderData }: Route.ComponentProps) {
  return <StaffQuotationsPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
