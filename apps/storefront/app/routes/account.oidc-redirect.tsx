import { OidcRedirectPage } from '../features/session';
import { loadOidcRedirectPage } from '../features/session/index.server';
import { routeTitle } from '../lib/page-title';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/account.oidc-redirect';

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'oidc.title') }, { name: 'robots', content: 'noindex' }];
}

export const headers = pageHeaders;

export const loader = loadOidcRedirectPage;

export default function OidcRedirectRoute() {
  return <OidcRedirectPage />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
