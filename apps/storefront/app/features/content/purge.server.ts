import { createHash, timingSafeEqual } from 'node:crypto';
import type { ContentCache } from './content-cache.server';

/**
 * True when the request's `Authorization: Bearer <token>` is the configured token. Both sides are hashed first so
 * that the comparison takes the same time whatever the length or the first wrong character of the guess.
 */
export function purgeTokenMatches(authorization: string | null, configured: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (!given || !configured) return false;
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(configured));
}

const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/**
 * POST /internal/content-purge, called by the back office after every content change: drops the in-process
 * content caches so that the next page shows the change. Without CONTENT_PURGE_TOKEN the route does not exist
 * (404: nothing to guess); a wrong or missing token is a 401.
 */
export function purgeResponse(
  request: Request,
  configured: string | undefined,
  caches: readonly Pick<ContentCache<unknown>, 'purge'>[],
): Response {
  if (!configured) return new Response('Not found', { status: 404, headers: NO_STORE });
  if (request.method !== 'POST')
    return new Response('Method not allowed', { status: 405, headers: { ...NO_STORE, Allow: 'POST' } });
  if (!purgeTokenMatches(request.headers.get('Authorization'), configured))
    return new Response('Unauthorized', {
      status: 401,
      headers: { ...NO_STORE, 'WWW-Authenticate': 'Bearer' },
    });
  for (const cache of caches) cache.purge();
  return new Response(null, { status: 204, headers: NO_STORE });
}
