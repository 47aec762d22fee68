import { StaffQuotationsPage } from '../features/staff-quotations';
import { loadStaffQuotationsPage } from '../features/staff-quotations/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/staff.quotations';
import pageStyles from '../styles/pages/staff-quotations.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'staffQuotations.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;

export const loader = loadStaffQuotationsPage;

export default function StaffQuotationsRoute({ loaderData }: Route.ComponentProps) {
  return <StaffQuotationsPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
