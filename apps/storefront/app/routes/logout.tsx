import { LogoutPage } from '../features/session';
import { loadLogoutPage, logoutPageAction } from '../features/session/index.server';
import { routeTitle } from '../lib/page-title';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/logout';

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'logout.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;

export const loader = loadLogoutPage;
export const action = logoutPageAction;

export default function LogoutPageRoute() {
  return <LogoutPage />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
