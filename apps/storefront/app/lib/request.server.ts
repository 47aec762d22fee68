import { data, redirect, type AppLoadContext, type Params } from 'react-router';
import { DEFAULT_LOCALE, isLocale, type Locale, type Translate } from '../i18n';
import { translator } from '../i18n/catalogues.server';
import {
  BackofficeError,
  BackofficeUnavailable,
  createBackofficeClient,
  loginPath,
  type BackofficeClient,
} from './backoffice.server';
import { getSession, hasSessionCookie, type SessionUser, type StorefrontSession } from './session.server';

export interface RouteArgs {
  request: Request;
  params: Params;
  context: AppLoadContext;
}

export interface PageContext {
  locale: Locale;
  t: Translate;
  session: StorefrontSession | null;
  user: SessionUser | null;
  bo: BackofficeClient;
}

/** The cookie that remembers the buyer's language (written by the /:locale layout). */
export const LOCALE_COOKIE = 'vetshop_locale';

/** The language the buyer chose last (the locale cookie), French when none. */
export function cookieLocale(request: Request): Locale {
  const chosen = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=(\\w+)`).exec(request.headers.get('Cookie') ?? '')?.[1];
  return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
}

/**
 * The locale of a /:locale/… URL; an unknown one is a 404 (rendered in French). Bare `/` has no locale in its
 * URL (spec doc 1 §2 serves the home there): the buyer's language from the cookie, French otherwise.
 */
export function localeOf(params: Params, request?: Request): Locale {
  if (params.locale === undefined && request) return cookieLocale(request);
  if (!isLocale(params.locale)) throw data(null, { status: 404 });
  return params.locale;
}

/** Locale, session, user and a back-office client for a loader or action. */
export async function pageContext({ request, params, context }: RouteArgs): Promise<PageContext> {
  const locale = localeOf(params, request);
  const session = hasSessionCookie(request) ? await getSession(request) : null;
  const user = session?.get('user') ?? null;
  return {
    locale,
    t: translator(locale),
    session,
    user,
    bo: createBackofficeClient({ context, request, locale, session }),
  };
}

/** As pageContext, for pages that need a signed-in buyer: others are sent to the login page and back. */
export async function requireUser(args: RouteArgs): Promise<PageContext & { user: SessionUser }> {
  const ctx = await pageContext(args);
  if (!ctx.user || !ctx.session?.get('token')) throw redirect(loginPath(ctx.locale, args.request));
  return ctx as PageContext & { user: SessionUser };
}

/** Staff pages are never cached, anywhere (their 404 to a buyer neither). */
export const STAFF_HEADERS = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } as const;

/**
 * As requireUser, for the staff workspace (/staff/*): a signed-in buyer gets a 404 (the workspace does not exist for
 * them), a guest the login page. The back office checks the role again on every staff call.
 */
export async function requireStaffUser(args: RouteArgs): Promise<PageContext & { user: SessionUser }> {
  const ctx = await requireUser(args);
  if (!ctx.user.isStaff) throw data({ reason: 'not_found' }, { status: 404, headers: STAFF_HEADERS });
  return ctx;
}

/**
 * Cache policy: pages seen by guests carry nothing personal and may be cached by browsers and CDNs;
 * signed-in pages are private.
 */
export function cacheControl(user: SessionUser | null): Record<string, string> {
  return user
    ? { 'Cache-Control': 'private, no-store', Vary: 'Cookie' }
    : { 'Cache-Control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=600', Vary: 'Cookie' };
}

/** A route's `headers` export: its loader's cache policy, or the parent's. */
export function pageHeaders({
  loaderHeaders,
  parentHeaders,
}: {
  loaderHeaders: Headers;
  parentHeaders: Headers;
}) {
  const headers = new Headers();
  for (const name of ['Cache-Control', 'Vary', 'Set-Cookie']) {
    const value = loaderHeaders.get(name) ?? parentHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

/**
 * Wraps a loader or action so that back-office failures reach the error boundary as proper HTTP errors:
 * "back office unavailable" as 503 (its own message), an unknown resource as 404; redirects pass through.
 */
export function page<A, R>(fn: (args: A) => Promise<R>): (args: A) => Promise<R> {
  return async (args) => {
    try {
      return await fn(args);
    } catch (error) {
      if (error instanceof BackofficeUnavailable) throw data({ reason: 'unavailable' }, { status: 503 });
      if (error instanceof BackofficeError && (error.status === 404 || error.status === 403))
        throw data({ reason: 'not_found' }, { status: 404 });
      throw error;
    }
  };
}
