import type { RouteArgs } from '../../lib/request.server';
import { isLocale } from '../../i18n';
import { createBackofficeClient, errorResponse, ForwardedJson } from '../../lib/backoffice.server';
import { readAtMost, SYNC_BODY_LIMIT } from '../../lib/body-limit.server';
import { isCrossSiteMutation, mediaType } from '../../lib/mutation-guard.server';
import { endSessionCookies } from '../../lib/oidc-cookie.server';
import { getSession, hasSessionCookie } from '../../lib/session.server';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * POST /api/cart/sync: the browser's offline cart engine talks to the back office through here. The body and
 * the answer are the back office's (docs/api.md); the statuses pass through unchanged, so the engine can tell
 * 401 (signed out) and 503 (back office unavailable, also when it does not answer) from other failures.
 */
export async function cartSyncAction({ request, context }: RouteArgs) {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  // Refused before anything is read: a page of another origin, or a plain form (which any page may post
  // without a preflight), never reaches the buyer's cart.
  if (isCrossSiteMutation(request)) return errorResponse('forbidden', 403, NO_STORE);
  if (mediaType(request) !== 'application/json')
    return errorResponse('unsupported_media_type', 415, NO_STORE);
  const session = hasSessionCookie(request) ? await getSession(request) : null;
  if (!session?.get('token')) return errorResponse('not_authenticated', 401);
  const langHeader = request.headers.get('Accept-Language')?.slice(0, 2);
  const locale = isLocale(langHeader) ? langHeader : 'fr';
  const body = await readAtMost(request, SYNC_BODY_LIMIT);
  if (body === 'too_large') return errorResponse('payload_too_large', 413, NO_STORE);
  const bo = createBackofficeClient({ context, request, locale, session });
  try {
    // Sent to the configured cart sync path, the body as the browser wrote it (the back office validates it).
    const res = await bo.send('carts.sync', {
      body: new ForwardedJson(new TextDecoder().decode(body)),
    });
    const headers = new Headers({ 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    // The back-office session is gone: end the storefront's too, so that the login page the engine sends the
    // buyer to really asks them to sign in (instead of bouncing back with a session that no longer works).
    if (res.status === 401)
      for (const cookie of await endSessionCookies(request, session)) headers.append('Set-Cookie', cookie);
    return new Response(res.status === 204 ? null : await res.text(), { status: res.status, headers });
  } catch {
    return errorResponse('service_unavailable', 503, NO_STORE);
  }
}

export function cartSyncLoader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } });
}
