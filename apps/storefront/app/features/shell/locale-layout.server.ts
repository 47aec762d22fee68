import { LOCALE_COOKIE_DAYS } from '@vetshop/domain';
import { data } from 'react-router';
import { navigationCategories } from '../catalogue/index.server';
import { loadSiteContent } from '../content/index.server';
import { createBackofficeClient } from '../../lib/backoffice.server';
import { cacheControl, LOCALE_COOKIE, pageContext, type RouteArgs } from '../../lib/request.server';

const LOCALE_COOKIE_SECONDS = LOCALE_COOKIE_DAYS * 24 * 3600;

/** The data of every page under /:locale (and of the home at bare `/`): the buyer, the navigation's categories,
 * the site-wide content (footer pages, service hours, banners, advertisements, latest news: cached per locale),
 * the site's origin. */
export async function loadLocaleLayout(args: RouteArgs) {
  const { locale, user, bo } = await pageContext(args);
  const [categories, content] = await Promise.all([
    navigationCategories(bo, locale),
    loadSiteContent(
      { guest: createBackofficeClient({ ...args, locale, session: null }), reader: bo },
      locale,
      user !== null,
    ),
  ]);
  const headers = new Headers(cacheControl(user));
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
