import { data } from 'react-router';
import { navigationCategories } from '../catalogue/index.server';
import { cacheControl, pageContext, type RouteArgs } from '../../lib/request.server';

const LOCALE_COOKIE = 'vetshop_locale';
const YEAR = 365 * 24 * 3600;

/** The data of every page under /:locale: the buyer, the navigation's categories, the site's origin. */
export async function loadLocaleLayout(args: RouteArgs) {
  const { locale, user, bo } = await pageContext(args);
  const categories = await navigationCategories(bo, locale);
  const headers = new Headers(cacheControl(user));
  // The chosen language is remembered for a year (spec §2); written only when it changes.
  const cookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=(\\w+)`).exec(
    args.request.headers.get('Cookie') ?? '',
  )?.[1];
  if (cookie !== locale)
    headers.append('Set-Cookie', `${LOCALE_COOKIE}=${locale}; Max-Age=${YEAR}; Path=/; SameSite=Lax`);
  const url = new URL(args.request.url);
  return data({ user, categories, origin: url.origin }, { headers });
}
