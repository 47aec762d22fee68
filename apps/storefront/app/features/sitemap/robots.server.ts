import type { RouteArgs } from '../../lib/request.server';
import { robotsTxt } from './robots';

/**
 * The origin comes from the request: the storefront has no public-URL setting, and the Express adapter
 * builds the request URL from the Host the visitor used (so each host a shop answers on names its own).
 */
export function robotsLoader({ request }: Pick<RouteArgs, 'request'>): Response {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      // The same for everyone.
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
