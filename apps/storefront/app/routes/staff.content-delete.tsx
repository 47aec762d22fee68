import { StaffContentDeletePage } from '../features/staff-content';
import { loadStaffContentDeletePage, staffContentDeleteAction } from '../features/staff-content/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/staff.content-delete';
import pageStyles from '../features/staff-content/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'staffContent.delete.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;
export const loader = loadStaffContentDeletePage;
export const action = staffContentDeleteAction;

export default function StaffContentDeleteRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffContentDeletePage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
