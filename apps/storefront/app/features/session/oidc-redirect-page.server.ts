import { data, redirect } from 'react-router';
import { accountStatusOf } from '../../lib/account-status';
import { OidcError, completeSignIn, type OidcFailure } from '../../lib/oidc.server';
import {
  backofficeSignIn,
  clearPendingSignIn,
  keepSignIn,
  oidcOf,
  oidcRedirectUri,
  pendingSignIn,
  redirectToProvider,
} from '../../lib/oidc-session.server';
import type { RouteArgs } from '../../lib/request.server';
import { localeOf } from '../../lib/request.server';
import { getSession, hasSessionCookie } from '../../lib/session.server';
import { safeRedirect, urls } from '../../lib/urls';

/** What the error page says (features/session/oidc-redirect-page.tsx): a message per kind, and a way to retry. */
export type OidcProblem = 'cancelled' | 'expired' | 'refused' | 'technical';

const PROBLEMS: Record<OidcFailure, OidcProblem> = {
  provider_error: 'cancelled',
  no_state: 'expired',
  state_mismatch: 'expired',
  exchange_failed: 'refused',
  id_token_invalid: 'refused',
  no_subject: 'refused',
  subject_changed: 'refused',
  provider_unavailable: 'technical',
};

const STATUS: Record<OidcProblem, number> = { cancelled: 400, expired: 400, refused: 401, technical: 503 };

/**
 * /{locale}/account/oidc-redirect (spec doc 1 §2, doc 2 §2). Without the provider's answer (`?target=…` alone) it
 * starts a sign-in that comes back to `target` (this shop's pages only). With it: the state checked against the
 * pending sign-in's cookie, the code exchanged with its PKCE verifier, the ID token checked (oidc.server.ts), the
 * back office's session opened with the access token (`auth.signin`), then the buyer is sent to the target. An
 * e-mail the back office does not know goes to the registration form, filled in; any failure is this page, never a
 * crash. Credentials mode has no such page (404).
 */
export async function loadOidcRedirectPage(args: RouteArgs) {
  const locale = localeOf(args.params);
  const oidc = oidcOf(args.context.config);
  if (!oidc) throw data({ reason: 'not_found' }, { status: 404 });
  const url = new URL(args.request.url);
  const home = urls.home(locale);
  const fromProvider = ['code', 'state', 'error'].some((name) => url.searchParams.has(name));
  if (!fromProvider) {
    const target = safeRedirect(url.searchParams.get('target'), home);
    const session = hasSessionCookie(args.request) ? await getSession(args.request) : null;
    if (session?.get('user')) throw redirect(target);
    try {
      return await redirectToProvider(args, oidc, locale, target);
    } catch (error) {
      return failure(error, locale, target);
    }
  }
  const pending = await pendingSignIn(args.request);
  const target = safeRedirect(pending?.target, home);
  try {
    const tokens = await completeSignIn({
      oidc,
      url,
      pending,
      redirectUri: oidcRedirectUri(args.request, locale),
    });
    const signin = await backofficeSignIn(args, locale, tokens.accessToken, null);
    const clear = await clearPendingSignIn();
    if (!signin.ok) {
      if (signin.failure === 'registration_required') {
        const email = signin.email ?? tokens.email;
        const query = new URLSearchParams({ from: 'oidc', ...(email ? { email } : {}) });
        throw redirect(`${urls.register(locale)}?${query.toString()}`, { headers: { 'Set-Cookie': clear } });
      }
      console.warn(`[storefront] OIDC sign-in refused by the back office: ${signin.failure}`);
      const problem: OidcProblem = signin.failure === 'unavailable' ? 'technical' : 'refused';
      return problemPage(problem, locale, target, clear);
    }
    const session = await getSession(args.request);
    const kept = await keepSignIn(args.request, session, tokens, signin);
    // A login without a customer lands on its account page, whose 403 says where it stands (as credentials do).
    const next = accountStatusOf(signin.profile.standing) ? urls.account(locale) : target;
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    headers.append('Set-Cookie', clear);
    for (const cookie of kept) headers.append('Set-Cookie', cookie);
    throw redirect(next, { headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    return failure(error, locale, target);
  }
}

async function failure(error: unknown, locale: string, target: string) {
  if (!(error instanceof OidcError)) throw error;
  // Logged with the spec's words ('State does not match', 'ID Token is missing a subject claim', …).
  console.warn(`[storefront] OIDC sign-in failed: ${error.message}`);
  return problemPage(PROBLEMS[error.failure], locale, target, await clearPendingSignIn());
}

function problemPage(problem: OidcProblem, locale: string, target: string, clearCookie: string) {
  const retry = `/${locale}/account/oidc-redirect?target=${encodeURIComponent(target)}`;
  return data(
    { problem, retry },
    {
      status: STATUS[problem],
      headers: { 'Set-Cookie': clearCookie, 'Cache-Control': 'private, no-store' },
    },
  );
}
