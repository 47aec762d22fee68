import { useLoaderData } from 'react-router';
import { CookiesPage } from '../features/shell';
import { loadCookiesPage, saveCookieChoice } from '../features/shell/index.server';
import { routeTitle } from '../lib/page-title';
import { pageHeaders } from '../lib/request.server';
import type { Route } from './+types/cookies';

export const loader = loadCookiesPage;
export const action = saveCookieChoice;
export const headers = pageHeaders;

export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'cookies.title') }, { name: 'robots', content: 'noindex' }];
}

export default function CookiesRoute() {
  const { consent } = useLoaderData<typeof loader>();
  return <CookiesPage consent={consent} />;
}

export { RouteError as ErrorBoundary } from '../features/shell';
