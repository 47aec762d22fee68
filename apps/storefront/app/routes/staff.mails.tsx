import { StaffMailsPage } from '../features/staff-outbox';
import { loadStaffMailsPage } from '../features/staff-outbox/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/staff.mails';
import pageStyles from '../features/staff-outbox/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'staffOutbox.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;
export const loader = loadStaffMailsPage;

export default function StaffMailsRoute({ loaderData }: Route.ComponentProps) {
  return <StaffMailsPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
