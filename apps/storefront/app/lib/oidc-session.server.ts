import type { Profile } from '@vetshop/contract';
import { redirect, type AppLoadContext } from 'react-router';
import type { OidcConfig, StorefrontConfig } from '../../config-loader.js';
import type { Locale } from '../i18n';
import { createBackofficeClient } from './backoffice.server';
import { endSessionCookies, oidcTokenCookies, oidcTokensOf } from './oidc-cookie.server';
import {
  OidcError,
  beginSignIn,
  endSessionUrl,
  refreshTokens,
  pendingSignInCookie,
  type PendingSignIn,
  type ProviderTokens,
} from './oidc.server';
import { renewalDueAt } from './session-renewal';
import {
  getSession,
  hasSessionCookie,
  sessionRenewals,
  sessionStorage,
  toSessionUser,
  type StorefrontSession,
} from './session.server';

/**
 * Identity-provider modes tied to the storefront session and the back office (decision 036). oidc-cookie: the
 * provider's access token opens a back-office session (`auth.signin`), whose token the session cookie keeps.
 * oidc-token: no back-office session; the access token itself is the bearer of every call, kept where the
 * back-office session token would be. Either way the refresh and ID tokens are kept sealed in cookies of their own
 * (oidc-cookie.server.ts), renewed before the access token expires, and the provider's session ends on sign-out.
 */

interface Args {
  request: Request;
  context: AppLoadContext;
}

/** The provider of this storefront, or null in credentials mode. */
export function oidcOf(config: StorefrontConfig): OidcConfig | null {
  return config.authType === 'credentials' ? null : (config.oidc ?? null);
}

/** The return address registered at the provider, one per locale (spec doc 2 §2). */
export function oidcRedirectUri(request: Request, locale: Locale): string {
  return `${new URL(request.url).origin}/${locale}/account/oidc-redirect`;
}

/** Where the provider sends the buyer back after its sign-out: the shop's home (registered at the provider). */
export function postLogoutRedirectUri(request: Request, locale: Locale): string {
  return `${new URL(request.url).origin}/${locale}/?signed-out=1`;
}

/** The trip to the provider's login page, coming back to `target` (a path of this shop). */
export async function redirectToProvider(
  args: Args,
  oidc: OidcConfig,
  locale: Locale,
  target: string,
): Promise<Response> {
  const { location, pending } = await beginSignIn({
    oidc,
    redirectUri: oidcRedirectUri(args.request, locale),
    language: locale, // ui_locales: the language part of the locale (the shop's locales are languages)
    target,
  });
  return redirect(location, {
    headers: { 'Set-Cookie': await pendingSignInCookie.serialize(pending), 'Cache-Control': 'no-store' },
  });
}

/** The pending sign-in of the request's cookie, or null (none, expired, forged or of another shape). */
export async function pendingSignIn(request: Request): Promise<PendingSignIn | null> {
  const value: unknown = await pendingSignInCookie.parse(request.headers.get('Cookie'));
  if (!value || typeof value !== 'object') return null;
  const p = value as Record<string, unknown>;
  return ['state', 'nonce', 'verifier', 'target'].every((k) => typeof p[k] === 'string')
    ? (p as unknown as PendingSignIn)
    : null;
}

export const clearPendingSignIn = () => pendingSignInCookie.serialize('', { maxAge: 0 });

export type BackofficeSignIn =
  | { ok: true; token: string; profile: Profile }
  | { ok: false; failure: 'registration_required'; email: string | null }
  | { ok: false; failure: 'refused' | 'subject_changed' | 'unavailable' };

/**
 * Who the provider's access token is at the back office. oidc-cookie: `POST auth/signin` opens (or, with the current
 * back-office session, renews) a session, whose token the storefront then sends. oidc-token: `GET auth/profile` with
 * the access token as the bearer, which is what the storefront then sends (the back office verifies it on every call).
 */
export async function backofficeSignIn(
  args: Args,
  locale: Locale,
  accessToken: string,
  currentToken: string | null,
): Promise<BackofficeSignIn> {
  const bo = createBackofficeClient({ ...args, locale, session: null });
  const bearer = args.context.config.authType === 'oidc-token';
  const headers: Record<string, string> = { Authorization: `Bearer ${accessToken}` };
  if (currentToken && !bearer) headers.Cookie = `vetshop_session=${currentToken}`;
  let res: Response;
  try {
    res = await bo.send(bearer ? 'auth.profile' : 'auth.signin', { headers });
  } catch {
    return { ok: false, failure: 'unavailable' };
  }
  if (res.ok) {
    const token = bearer
      ? accessToken
      : /vetshop_session=([^;]+)/.exec(res.headers.getSetCookie().join(';'))?.[1];
    if (!token) return { ok: false, failure: 'unavailable' };
    return { ok: true, token, profile: (await res.json()) as Profile };
  }
  const body = (await res.json().catch(() => null)) as {
    code?: string;
    details?: { email?: unknown };
  } | null;
  if (res.status === 409 && body?.code === 'registration_required') {
    const email = body.details?.email;
    return { ok: false, failure: 'registration_required', email: typeof email === 'string' ? email : null };
  }
  if (res.status === 401 && body?.code === 'subject_changed')
    return { ok: false, failure: 'subject_changed' };
  if (res.status >= 500 || res.status === 404) return { ok: false, failure: 'unavailable' };
  return { ok: false, failure: 'refused' };
}

/**
 * Writes a signed-in buyer's back-office credential and the access token's times into the storefront session, and
 * answers the Set-Cookie headers that keep it: the session's, then the sealed provider tokens' (their own cookies).
 */
export async function keepSignIn(
  request: Request,
  session: StorefrontSession,
  tokens: ProviderTokens,
  signin: { token: string; profile: Profile },
): Promise<string[]> {
  session.set('token', signin.token);
  session.set('user', toSessionUser(signin.profile));
  session.set('oidcIssuedAt', tokens.issuedAt);
  session.set('oidcExpiresAt', tokens.expiresAt);
  return [
    await sessionStorage.commitSession(session),
    ...oidcTokenCookies(request, {
      refreshToken: tokens.refreshToken,
      idToken: tokens.idToken,
      subject: tokens.subject,
    }),
  ];
}

export interface Renewal {
  /** The session after the renewal (renewed, unchanged, or null: none, or ended by a failed renewal). */
  session: StorefrontSession | null;
  /** The cookies to send when they changed (renewed, or ended by a failure); empty otherwise. */
  setCookies: string[];
  failed: boolean;
  /** The access token's issue and expiry times (epoch ms) once renewed, for the page's timer; null without one. */
  expiry: { issuedAt: number; expiresAt: number } | null;
}

/** A page's timer may fire a little early: a renewal this close to its due time is done. */
const EARLY_TOLERANCE_MS = 5_000;

/**
 * Who renews: the page (its timer fires at the due time) or a page load (the locale layout), which waits until
 * halfway from the due time to the expiry, so that an open page renews first and a load at the same moment seldom
 * renews too (a refresh token may be spent only once: providers that rotate them refuse, some end the grant).
 */
export type RenewalBy = 'page' | 'load';

function isDue(issuedAt: number, expiresAt: number, now: number, by: RenewalBy): boolean {
  const due = renewalDueAt(issuedAt, expiresAt);
  return by === 'page' ? now >= due - EARLY_TOLERANCE_MS : now >= (due + expiresAt) / 2;
}

/**
 * Renewals under way in this process, by refresh token, kept a little after they end: two requests of one browser
 * renewing at once (the page's timer and a page load) share the provider's answer rather than spend the refresh
 * token twice. Each then extends the back-office session itself (the same token, the same expiry).
 */
const refreshing = new Map<string, Promise<ProviderTokens>>();
const SHARED_REFRESH_MS = 30_000;

function sharedRefresh(oidc: OidcConfig, refreshToken: string, subject: string, now: number) {
  const kept = refreshing.get(refreshToken);
  if (kept) return kept;
  const refresh = refreshTokens({ oidc, refreshToken, subject, now });
  refreshing.set(refreshToken, refresh);
  const forget = () => setTimeout(() => refreshing.delete(refreshToken), SHARED_REFRESH_MS).unref();
  refresh.then(forget, forget);
  return refresh;
}

/**
 * Renews the request's identity-provider session when its access token is due (spec doc 2 §4: silently, before it
 * expires): the refresh token at the provider, the new ID token's subject compared (spec doc 2 §5), then
 * `auth.signin` with the new access token and the current back-office session, which extends it. Once per
 * request: the page's other loaders wait for it (pageContext reads `sessionRenewals`) and call the back office
 * with the extended session. A failure ends the storefront session: the caller sends the buyer to sign in.
 */
export function renewSessionIfDue(
  args: Args,
  locale: Locale,
  by: RenewalBy,
  now = Date.now(),
): Promise<Renewal> {
  const kept = renewals.get(args.request);
  if (kept) return kept;
  const renewal = renew(args, locale, by, now);
  renewals.set(args.request, renewal);
  sessionRenewals.set(
    args.request,
    renewal.then((r) => r.session),
  );
  return renewal;
}
const renewals = new WeakMap<Request, Promise<Renewal>>();

async function renew(args: Args, locale: Locale, by: RenewalBy, now: number): Promise<Renewal> {
  const oidc = oidcOf(args.context.config);
  const session = hasSessionCookie(args.request) ? await getSession(args.request) : null;
  const issuedAt = session?.get('oidcIssuedAt');
  const expiresAt = session?.get('oidcExpiresAt');
  if (!oidc || !session || issuedAt === undefined || expiresAt === undefined)
    return { session, setCookies: [], failed: false, expiry: null };
  if (!isDue(issuedAt, expiresAt, now, by))
    return { session, setCookies: [], failed: false, expiry: { issuedAt, expiresAt } };
  const fail = async (why: string): Promise<Renewal> => {
    console.warn(`[storefront] silent renewal failed: ${why}`);
    return {
      session: null,
      setCookies: await endSessionCookies(args.request, session),
      failed: true,
      expiry: null,
    };
  };
  const kept = oidcTokensOf(args.request);
  if (!kept) return fail('the provider tokens are not in their cookies any more');
  if (!kept.refreshToken) return fail('no refresh token kept (scope without offline_access?)');
  let tokens: ProviderTokens;
  try {
    tokens = await sharedRefresh(oidc, kept.refreshToken, kept.subject, now);
  } catch (error) {
    if (error instanceof OidcError && error.failure === 'subject_changed') {
      // Another person behind this browser session: the back-office session is closed as well.
      const bo = createBackofficeClient({ ...args, locale, session });
      await bo.send('auth.signout').catch(() => undefined);
    }
    return fail(error instanceof Error ? error.message : String(error));
  }
  const signin = await backofficeSignIn(args, locale, tokens.accessToken, session.get('token') ?? null);
  if (!signin.ok) return fail(`back office sign-in: ${signin.failure}`);
  return {
    session,
    setCookies: await keepSignIn(args.request, session, tokens, signin),
    failed: false,
    expiry: { issuedAt: tokens.issuedAt, expiresAt: tokens.expiresAt },
  };
}

/**
 * Sign-out in identity-provider mode: `auth.signout`, the storefront session destroyed, and the address of the
 * provider's end-session endpoint (so its session ends too), or the shop's home when it has none.
 */
export async function oidcSignOut(
  args: Args,
  oidc: OidcConfig,
  locale: Locale,
): Promise<{ location: string; setCookies: string[] }> {
  const session = await getSession(args.request);
  // oidc-token has no back-office session to close: the access token ends with its expiry.
  if (args.context.config.authType === 'oidc-cookie') {
    const bo = createBackofficeClient({ ...args, locale, session });
    // If the back office cannot be reached, its session still ends at the access token's expiry.
    await bo.send('auth.signout').catch(() => undefined);
  }
  const idToken = oidcTokensOf(args.request)?.idToken ?? null;
  const home = postLogoutRedirectUri(args.request, locale);
  const location = (await endSessionUrl({ oidc, idToken, postLogoutRedirectUri: home })) ?? home;
  return { location, setCookies: await endSessionCookies(args.request, session) };
}
