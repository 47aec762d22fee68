import { data, redirect } from 'react-router';
import { consentCookie, consentReturnPath, isConsent, parseConsent } from '../../lib/consent';
import { readForm } from '../../lib/mutation-guard.server';
import { cacheControl, localeOf, pageContext, type RouteArgs } from '../../lib/request.server';
import { urls } from '../../lib/urls';

/** The cookie preferences page (the footer's "Cookies"): what the shop keeps, and the buyer's current choice. */
export async function loadCookiesPage(args: RouteArgs) {
  const { user } = await pageContext(args);
  return data(
    { consent: parseConsent(args.request.headers.get('Cookie')) },
    // Guests may share the page per choice: the page cache's key holds the choice cookie (page-cache.js).
    { headers: cacheControl(user) },
  );
}

/**
 * The banner's and the page's form (a plain post: it works without JavaScript): keeps the choice in its cookie
 * and returns the buyer to the page they were on. A refusal's clean-up of optional storage runs in that page
 * (CookieBanner), the only place that can reach the device's storage.
 */
export async function saveCookieChoice(args: RouteArgs) {
  const form = await readForm(args.request);
  const consent = form.get('consent');
  if (!isConsent(consent)) throw data({ reason: 'invalid' }, { status: 400 });
  const back = consentReturnPath(form.get('back')) ?? urls.cookies(localeOf(args.params, args.request));
  return redirect(back, {
    status: 303,
    headers: { 'Set-Cookie': consentCookie(consent, { secure: process.env.COOKIE_SECURE === 'true' }) },
  });
}
