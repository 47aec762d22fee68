import { DashboardPage } from '../features/dashboard';
import { loadDashboardPage } from '../features/dashboard/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/account.dashboard';
import pageStyles from '../styles/pages/dashboard.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'dashboard.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;

export const loader = loadDashboardPage;

export default function DashboardRoute({ loaderData }: Route.ComponentProps) {
  return <DashboardPage loaderData={loaderData} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
