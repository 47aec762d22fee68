import { redirect } from 'react-router';
import { errorResponse, loginPath } from '../../lib/backoffice.server';
import { assertSameOrigin } from '../../lib/mutation-guard.server';
import { oidcOf, renewSessionIfDue } from '../../lib/oidc-session.server';
import type { RouteArgs } from '../../lib/request.server';
import type { SessionExpiry } from '../../lib/session-renewal';
import { cookieLocale, localeOf } from '../../lib/request.server';

/**
 * The locale layout's part of silent renewal (spec doc 2 §4): a page load that finds the access token due renews it
 * before the page's calls (they wait for it, pageContext) and sends the renewed cookie; a failed renewal sends the
 * buyer to sign in (the provider's login in this mode, spec doc 2 §8 'Silent renewal failure').
 */
export async function renewLayoutSession(
  args: RouteArgs,
): Promise<{ expiry: SessionExpiry | null; setCookies: string[] }> {
  if (!oidcOf(args.context.config)) return { expiry: null, setCookies: [] };
  const locale = localeOf(args.params, args.request);
  const renewal = await renewSessionIfDue(args, locale, 'load');
  if (renewal.failed) {
    const headers = new Headers();
    for (const cookie of renewal.setCookies) headers.append('Set-Cookie', cookie);
    throw redirect(loginPath(locale, args.request), { headers });
  }
  return {
    expiry: renewal.expiry && { ...renewal.expiry, now: Date.now() },
    setCookies: renewal.setCookies,
  };
}

/**
 * POST /api/session/renew, the page's call shortly before the access token expires and, after more than five minutes
 * away, on focus or visibility (spec doc 2 §4): renews when due and answers the token's times; 401 when there is no
 * session any more (the page then goes to sign in).
 */
export async function renewSession(args: RouteArgs): Promise<Response> {
  if (args.request.method !== 'POST') return errorResponse('not_found', 405, { Allow: 'POST' });
  assertSameOrigin(args.request);
  if (!oidcOf(args.context.config)) return errorResponse('not_found', 404);
  const renewal = await renewSessionIfDue(args, cookieLocale(args.request), 'page');
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  for (const cookie of renewal.setCookies) headers.append('Set-Cookie', cookie);
  if (renewal.failed || !renewal.expiry || !renewal.session?.get('user'))
    return errorResponse('not_authenticated', 401, headers);
  return Response.json({ ...renewal.expiry, now: Date.now() } satisfies SessionExpiry, { headers });
}
