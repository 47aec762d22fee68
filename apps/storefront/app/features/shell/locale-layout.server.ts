import { LOCALE_COOKIE_DAYS } from '@vetshop/domain';
import { data } from 'react-router';
import { navigationCategories } from '../catalogue/index.server';
import { loadSiteContent } from '../content/index.server';
import { createBackofficeClient } from '../../lib/backoffice.server';
import { cacheControl, LOCALE_COOKIE, pageContext, type RouteArgs } from '../../lib/request.server';
import { sessionStorage } from '../../lib/session.server';
import { mayHaveBecomeCustomer, renewedUser } from './renewed-user.server';

const LOCALE_COOKIE_SECONDS = LOCALE_COOKIE_DAYS * 24 * 3600;

/** The data of every page under /:locale (and of the home at bare `/`): the buyer, the navigation's categories,
 * the site-wide content (footer pages, service hours, banners, advertisements, latest news: cached per locale),
 * the site's origin. */
export async function loadLocaleLayout(args: RouteArgs) {
  const { locale, user: signedIn, bo, session } = await pageContext(args);
  // A login without a customer may have been approved since it signed in: its snapshot (header, cart) is renewed.
  // Asked alongside the rest, not before it: the renewal changes who the buyer is, never whether one is signed in.
  const [renewed, categories, content] = await Promise.all([
    mayHaveBecomeCustomer(signedIn) ? bo.call('auth.profile').then(renewedUser, () => null) : null,
    navigationCategories(bo, locale),
    loadSiteContent(
      { guest: createBackofficeClient({ ...args, locale, session: null }), reader: bo },
      locale,
      signedIn !== null,
    ),
  ]);
  const user = renewed ?? signedIn;
  const headers = new Headers(cacheControl(user));
  if (renewed && session) {
    session.set('user', renewed);
    headers.append('Set-Cookie', await sessionStorage.commitSession(session));
  }
  // The chosen language is remembered for LOCALE_COOKIE_DAYS (spec §2); written only when it changes, and
  // not at bare `/`, whose language was not chosen but read from the cookie (or French by default).
  const cookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=(\\w+)`).exec(
    args.request.headers.get('Cookie') ?? '',
  )?.[1];
  if (cookie !== locale && args.params.locale !== undefined)
    headers.append(
      'Set-Cookie',
      `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_SECONDS}; Path=/; SameSite=Lax`,
    );
  const url = new URL(args.request.url);
  return data({ user, categories, content, origin: url.origin }, { headers });
}
