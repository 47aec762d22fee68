import { data } from 'react-router';
import { FORM_BODY_LIMIT, formOf, readAtMost } from './body-limit.server';

/**
 * Every storefront mutation (page actions, `/api/cart/sync`) is refused before it is read when a browser says
 * it comes from another origin: a same-site page (another subdomain, a page on http) cannot post a form into
 * a buyer's cart or sign them out, the SameSite=Lax cookie notwithstanding.
 *
 * The browser's word: `Sec-Fetch-Site` (every current browser sends it), else `Origin` (every browser sends it
 * on a POST). A request with neither is not a browser's, so it cannot be a forged one riding on a buyer's
 * cookies: it is allowed (curl, monitoring, the tests).
 */
export function isCrossSiteMutation(request: Request): boolean {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return false;
  const site = request.headers.get('Sec-Fetch-Site');
  // `none`: the buyer did it (typed the address, reloaded a posted page), no page did.
  if (site !== null) return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.get('Origin');
  if (origin === null) return false;
  try {
    // The host only: behind a TLS proxy, request.url may say http where the page said https.
    return new URL(origin).host !== new URL(request.url).host;
  } catch {
    return true; // `Origin: null` (sandboxed frames, privacy redirects) and anything unparsable
  }
}

/** The media type of a request's body, lower case, without its parameters ('' when none). */
export function mediaType(request: Request): string {
  return (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
}

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/** Why a page action refused a request before reading it: the error screen explains each. */
export type MutationRefusal = 'cross_site' | 'not_a_form' | 'too_large';

/** Throws the 403 page for a cross-site mutation (page actions that read no form, e.g. sign-out). */
export function assertSameOrigin(request: Request): void {
  if (isCrossSiteMutation(request))
    throw data({ reason: 'cross_site' satisfies MutationRefusal }, { status: 403 });
}

/**
 * The posted form of a page action, once the request is known to be a same-origin form post: a cross-site
 * post is a 403, a body that is not a form (JSON, text) a 415, one over FORM_BODY_LIMIT a 413, an unreadable form
 * a 400 — each an error page with its own message instead of a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  assertSameOrigin(request);
  if (!FORM_TYPES.has(mediaType(request)))
    throw data({ reason: 'not_a_form' satisfies MutationRefusal }, { status: 415 });
  const body = await readAtMost(request, FORM_BODY_LIMIT);
  if (body === 'too_large') throw data({ reason: 'too_large' satisfies MutationRefusal }, { status: 413 });
  try {
    return await formOf(request, body);
  } catch {
    throw data({ reason: 'not_a_form' satisfies MutationRefusal }, { status: 400 });
  }
}
