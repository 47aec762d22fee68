import { StaffContentEditPage } from '../features/staff-content';
import { loadStaffContentEditPage, staffContentAction } from '../features/staff-content/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/staff.content-new';
import pageStyles from '../features/staff-content/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'staffContent.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;
export const loader = loadStaffContentEditPage;
export const action = staffContentAction;

export default function StaffContentEditRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffContentEditPage loaderData={loaderData} actionData={actionData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
