import { StaffPaymentsPage } from '../features/staff-payments';
import { loadStaffPaymentsPage, staffPaymentsAction } from '../features/staff-payments/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/staff.payments';
import pageStyles from '../features/staff-payments/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'staffPayments.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;
export const loader = loadStaffPaymentsPage;
export const action = staffPaymentsAction;

export default function StaffPaymentsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffPaymentsPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
