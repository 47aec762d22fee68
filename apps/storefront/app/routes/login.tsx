import { LoginPage } from '../features/session';
import { loadLoginPage, loginPageAction } from '../features/session/index.server';
import { pageHeaders } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/login';
import pageStyles from '../features/registration/styles.css?url';

/** The styles of what this page shows (after root.tsx's shared sheet and its layout's, if any). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

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
