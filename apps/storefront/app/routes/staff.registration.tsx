import { StaffRegistrationPage } from '../features/staff-registrations';
import {
  loadStaffRegistrationPage,
  staffRegistrationAction,
} from '../features/staff-registrations/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/staff.registration';
import pageStyles from '../features/staff-registrations/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'staffRegistrations.title') }];
}

export const headers = pageHeaders;

export const loader = loadStaffRegistrationPage;
export const action = staffRegistrationAction;

export default function StaffRegistrationRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffRegistrationPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
