import type { Profile } from '@vetshop/contract';
import { data, redirect } from 'react-router';
import { accountStatusOf } from '../../lib/account-status';
import { loginRefusal, type LoginError } from '../../lib/backoffice-messages';
import { BackofficeError, BackofficeUnavailable } from '../../lib/backoffice.server';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, pageContext } from '../../lib/request.server';
import { readForm } from '../../lib/mutation-guard.server';
import { oidcOf, redirectToProvider } from '../../lib/oidc-session.server';
import { getSession, sessionStorage, toSessionUser } from '../../lib/session.server';
import { safeRedirect, urls } from '../../lib/urls';
import { deviceCookieHeader, deviceSetCookie } from './device-cookie.server';

export async function loadLoginPage(args: RouteArgs) {
  const { user, locale } = await pageContext(args);
  const url = new URL(args.request.url);
  const back = safeRedirect(url.searchParams.get('redirect'), urls.home(locale));
  if (user) throw redirect(back);
  // Identity-provider mode: the login page is the provider's (every link and 401 to sign in arrives here).
  const oidc = oidcOf(args.context.config);
  if (oidc) throw await redirectToProvider(args, oidc, locale, back);
  return data(null, { headers: cacheControl(null) });
}

export async function loginPageAction(args: RouteArgs) {
  const { locale, bo } = await pageContext(args);
  // No password is checked here in identity-provider mode.
  if (oidcOf(args.context.config)) throw data({ reason: 'not_found' }, { status: 404 });
  const form = await readForm(args.request);
  const login = String(form.get('login') ?? '').trim();
  const password = String(form.get('password') ?? '');
  const back = safeRedirect(form.get('redirect'), urls.home(locale));
  if (!login || !password) return data({ error: 'required' as LoginError, login }, { status: 400 });
  try {
    // The browser's device cookie goes with the sign-in: a browser that signed in before is not delayed by
    // someone else's failures (decision 020).
    const res = await bo.send('auth.login', {
      body: { login, password },
      headers: deviceCookieHeader(args.request),
    });
    if (!res.ok) {
      const error: LoginError = loginRefusal(res.status);
      // A refused sign-in keeps its status (403, 429); a technical failure is the storefront's 503.
      return data({ error, login }, { status: error === 'technical' ? 503 : res.status });
    }
    const token = /vetshop_session=([^;]+)/.exec(res.headers.getSetCookie().join(';'))?.[1];
    if (!token) return data({ error: 'technical' as LoginError, login }, { status: 502 });
    const profile = (await res.json()) as Profile;
    const session = await getSession(args.request);
    session.set('token', token);
    session.set('user', toSessionUser(profile));
    // A login without a customer (auth/register) lands on its account page, whose 403 says where it stands.
    const next = accountStatusOf(profile.standing) ? urls.account(locale) : back;
    const headers = new Headers({ 'Set-Cookie': await sessionStorage.commitSession(session) });
    const device = deviceSetCookie(res);
    if (device) headers.append('Set-Cookie', device);
    return redirect(next, { headers });
  } catch (error) {
    if (error instanceof BackofficeUnavailable || error instanceof BackofficeError)
      return data({ error: 'technical' as LoginError, login }, { status: 503 });
    throw error;
  }
}
