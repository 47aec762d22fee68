import { LoginPage } from '../features/session';
import { loadLoginPage, loginPageAction } from '../features/session/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/login';

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'login.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;

export const loader = loadLoginPage;
export const action = loginPageAction;

export default function LoginPageRoute() {
  return <LoginPage />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
