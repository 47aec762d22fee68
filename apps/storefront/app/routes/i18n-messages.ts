import { data } from 'react-router';
import { isLocale } from '../i18n';
import { isRouteId, MESSAGES_VERSION, routeMessages } from '../i18n/catalogues.server';
import type { Route } from './+types/i18n-messages';

/** Messages sent at most this many routes at a time (a page matches a handful). */
const MAX_ROUTES = 12;

/**
 * GET /i18n/{version}/{locale}?routes=a,b: the messages of routes a browser navigates to (i18n/page-messages.tsx).
 * The current version's answer never changes, so it is kept a year; an older version's (a page loaded before the
 * shop was deployed again) gets today's messages, not kept.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const routes = (new URL(request.url).searchParams.get('routes') ?? '').split(',').filter((id) => id !== '');
  if (
    !isLocale(params.locale) ||
    routes.length === 0 ||
    routes.length > MAX_ROUTES ||
    !routes.every(isRouteId)
  )
    throw data(null, { status: 404 });
  const current = params.version === MESSAGES_VERSION;
  return Response.json(
    { m: routeMessages(params.locale, routes) },
    {
      headers: {
        'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      },
    },
  );
}
