import { data } from 'react-router';
import { localeOf } from '../lib/request.server';
import { routeTitle } from '../lib/page-title';
import type { Route } from './+types/not-found';

/** Any unknown path under a locale: the spec's 404 screen (rendered by the error boundary). */
export function loader({ params }: Route.LoaderArgs) {
  localeOf(params);
  throw data(null, { status: 404 });
}

/** "404 - Page non trouvée — Vetshop": the loader always throws the 404 (routeTitle gives its screen's title). */
export function meta(args: Route.MetaArgs) {
  return [{ title: routeTitle(args, 'error.404.title') }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  return null;
}

export { RouteError as ErrorBoundary } from '../features/shell';
