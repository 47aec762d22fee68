import { data, redirect, type AppLoadContext, type Params } from 'react-router';
import { DEFAULT_LOCALE, isLocale, type Locale, type Translate } from '../i18n';
import {
  ACCOUNT_STATUS_HEADERS,
  ACCOUNT_STATUS_REASON,
  accountStatusOf,
  type AccountStatusRefusal,
} from './account-status';
import { translator } from '../i18n/catalogues.server';
import {
  BackofficeError,
  BackofficeUnavailable,
  createBackofficeClient,
  loginPath,
  type BackofficeClient,
} from './backoffice.server';
import {
  getSession,
  hasSessionCookie,
  sessionRenewals,
  type SessionUser,
  type StorefrontSession,
} from './session.server';

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
  const chosen = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=(\\w+)`).exec(
    request.headers.get('Cookie') ?? '',
  )?.[1];
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
  let session = hasSessionCookie(request) ? await getSession(request) : null;
  // Identity-provider mode: when the layout's loader renews the session, this page's calls wait for the extended one.
  const renewal = sessionRenewals.get(request);
  if (renewal) session = await renewal;
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
  errorHeaders,
}: {
  loaderHeaders: Headers;
  parentHeaders: Headers;
  errorHeaders?: Headers | undefined;
}) {
  const headers = new Headers();
  for (const name of ['Cache-Control', 'Vary', 'Set-Cookie', 'X-Robots-Tag']) {
    // A page that failed has no loader headers: its refusal's own (the account-status page's) come first.
    const value = errorHeaders?.get(name) ?? loaderHeaders.get(name) ?? parentHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

/**
 * The answer to a back-office 403 on a buyer page. A signed-in login without a customer (auth/register: every
 * buyer call is 403 `not_a_customer`) gets its account-status page — a 403 saying where it stands (GET
 * auth/profile's `standing`) — rather than a 404; anyone else the 404 a record they may not see has always been.
 * Asked on any 403, not only on `not_a_customer`, because some pages rethrow a refusal without its body.
 */
async function forbidden(args: RouteArgs): Promise<never> {
  const { user, bo } = await pageContext(args);
  if (user && !user.isStaff) {
    const profile = await bo.call('auth.profile').catch((error: unknown) => {
      if (error instanceof BackofficeError) return null;
      throw error; // a redirect to sign in (the session ended)
    });
    const status = profile ? accountStatusOf(profile.standing) : null;
    if (profile && status) {
      const refusal: AccountStatusRefusal = {
        reason: ACCOUNT_STATUS_REASON,
        status,
        name: profile.name,
        email: profile.email,
      };
      throw data(refusal, { status: 403, headers: ACCOUNT_STATUS_HEADERS });
    }
  }
  throw data({ reason: 'not_found' }, { status: 404 });
}

/**
 * Wraps a loader or action so that back-office failures reach the error boundary as proper HTTP errors:
 * "back office unavailable" as 503 (its own message), an unknown resource as 404, a refusal as 404 or, for a
 * login without a customer, its account-status page (403); redirects pass through.
 *
 * A back-office 400 (issue 17 §5) on a page read means the address asks for what cannot exist (an id beyond the
 * database's integers, a NUL in a key: `/fr/p/%00`): its 404. On a post, the page sent what it should not have:
 * a 400 saying nothing was saved. Never the 500 they were.
 */
export function page<A extends RouteArgs, R>(fn: (args: A) => Promise<R>): (args: A) => Promise<R> {
  return async (args) => {
    try {
      return await fn(args);
    } catch (error) {
      if (error instanceof BackofficeUnavailable) throw data({ reason: 'unavailable' }, { status: 503 });
      if (error instanceof BackofficeError && error.status === 404)
        throw data({ reason: 'not_found' }, { status: 404 });
      if (error instanceof BackofficeError && error.status === 403) return forbidden(args);
      if (error instanceof BackofficeError && error.status === 400) {
        const read = args.request.method === 'GET' || args.request.method === 'HEAD';
        throw read
          ? data({ reason: 'not_found' }, { status: 404 })
          : data({ reason: 'invalid' }, { status: 400 });
      }
      throw error;
    }
  };
}
