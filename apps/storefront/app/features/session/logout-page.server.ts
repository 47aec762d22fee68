import { data, redirect } from 'react-router';
import { assertSameOrigin } from '../../lib/mutation-guard.server';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, pageContext } from '../../lib/request.server';
import { oidcOf, oidcSignOut } from '../../lib/oidc-session.server';
import { getSession, sessionStorage } from '../../lib/session.server';
import { urls } from '../../lib/urls';

export async function loadLogoutPage(args: RouteArgs) {
  const { user, locale } = await pageContext(args);
  if (!user) throw redirect(urls.home(locale));
  return data(null, { headers: cacheControl(user) });
}

export async function logoutPageAction(args: RouteArgs) {
  assertSameOrigin(args.request);
  const { locale, bo } = await pageContext(args);
  // Identity-provider mode: the back office's session, this one, then the provider's (its end-session endpoint).
  const oidc = oidcOf(args.context.config);
  if (oidc) {
    const { location, setCookies } = await oidcSignOut(args, oidc, locale);
    const headers = new Headers();
    for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
    return redirect(location, { headers });
  }
  // Close the back-office session too; if it cannot be reached, the storefront session still ends here.
  await bo.send('auth.logout').catch(() => undefined);
  const session = await getSession(args.request);
  return redirect(`${urls.home(locale)}?signed-out=1`, {
    headers: { 'Set-Cookie': await sessionStorage.destroySession(session) },
  });
}

/** The logout confirmation (spec §2): warns first when the cart has changes not saved yet. */
