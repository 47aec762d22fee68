import { StaffLeadsPage } from '../features/staff-leads';
import { loadStaffLeadsPage } from '../features/staff-leads/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/staff.leads';
import pageStyles from '../features/staff-leads/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'staffLeads.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;
export const loader = loadStaffLeadsPage;

export default function StaffLeadsRoute({ loaderData }: Route.ComponentProps) {
  return <StaffLeadsPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
