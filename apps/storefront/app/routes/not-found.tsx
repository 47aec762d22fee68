import { data } from 'react-router';
import { localeOf } from '../lib/request.server';
import type { Route } from './+types/not-found';

/** Any unknown path under a locale: the spec's 404 screen (rendered by the error boundary). */
export function loader({ params }: Route.LoaderArgs) {
  localeOf(params);
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

export { RouteError as ErrorBoundary } from '../features/shell';
