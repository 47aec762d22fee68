import { StaffContentPage } from '../features/staff-content';
import { loadStaffContentPage } from '../features/staff-content/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/staff.content';
import pageStyles from '../features/staff-content/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'staffContent.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;
export const loader = loadStaffContentPage;

export default function StaffContentRoute({ loaderData }: Route.ComponentProps) {
  return <StaffContentPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
