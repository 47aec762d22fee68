import { StaffSelection } from '../features/staff';
import { loadStaffSelection } from '../features/staff/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/staff.selection';
import pageStyles from '../features/staff/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'staffSelection.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;
export const loader = loadStaffSelection;

export default function StaffSelectionRoute({ loaderData }: Route.ComponentProps) {
  return <StaffSelection loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
