import type { ErrorBody } from '@vetshop/contract';
import { PROMO_SUBSCRIPTIONS_MAX_PER_PAGE } from '@vetshop/contract';
import { data, redirect } from 'react-router';
import { readForm } from '../../lib/mutation-guard.server';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, pageContext, requireUser } from '../../lib/request.server';
import { safeRedirect, urls } from '../../lib/urls';
import { parsePromoAlertForm } from './promo-alert-form';

/** The account list: every subscription at once (per_page 1000, spec doc 1 §9), by product name. */
export const loadPromoAlertsPage = page(async (args: RouteArgs) => {
  const { bo, user } = await requireUser(args);
  const list = await bo.call('promoSubscriptions.list', {
    query: { per_page: PROMO_SUBSCRIPTIONS_MAX_PER_PAGE },
  });
  return data({ list }, { headers: cacheControl(user) });
});

/** What the toggle and the list's buttons get back (a form posted without JavaScript is redirected instead). */
export type PromoAlertResult =
  | { ok: true; productId: number; subscribed: boolean; productName: string }
  | { ok: false; productId: number | null; error: string | null };

/**
 * POST /account/promo_alerts: subscribe or unsubscribe one product. Unsubscribing what is no longer subscribed
 * is what the buyer wanted (another tab did it): success. A form posted without JavaScript names the page to
 * go back to (`redirect_to`, a path of this shop only); the toggle's fetcher gets the result as data.
 */
export const promoAlertAction = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireUser(args);
  const form = await readForm(args.request);
  const parsed = parsePromoAlertForm(form);
  if (!parsed)
    return data({ ok: false, productId: null, error: null } satisfies PromoAlertResult, { status: 400 });
  const productName = String(form.get('product_name') ?? '').slice(0, 300);
  const res =
    parsed.intent === 'subscribe'
      ? await bo.send('promoSubscriptions.subscribe', { body: { product_id: parsed.productId } })
      : await bo.send('promoSubscriptions.unsubscribe', { params: { product_id: parsed.productId } });
  const ok = res.ok || (parsed.intent === 'unsubscribe' && res.status === 404);
  if (!ok) {
    if (res.status === 401)
      throw redirect(urls.login(locale, safeRedirect(parsed.redirectTo, urls.promoAlerts(locale))));
    // The back office's message is in the buyer's language (Accept-Language): it says why.
    const body = (await res.json().catch(() => null)) as ErrorBody | null;
    return data(
      { ok: false, productId: parsed.productId, error: body?.message ?? null } satisfies PromoAlertResult,
      { status: res.status >= 500 ? 503 : res.status },
    );
  }
  if (parsed.redirectTo) throw redirect(safeRedirect(parsed.redirectTo, urls.promoAlerts(locale)));
  return data({
    ok: true,
    productId: parsed.productId,
    subscribed: parsed.intent === 'subscribe',
    productName,
  } satisfies PromoAlertResult);
});

/**
 * GET /account/promo_alerts/state?product_id=: whether the signed-in user is subscribed to the product, for the
 * product page's toggle once hydrated. The page itself stays the same for every buyer (cacheable for guests,
 * fast for all): the personal state comes after, from the subscription list (per_page 1000, as the spec loads
 * it). A guest is `null`.
 */
export async function promoAlertStateLoader(args: RouteArgs): Promise<Response> {
  const headers = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' };
  const id = Number(new URL(args.request.url).searchParams.get('product_id') ?? '');
  const { bo, user } = await pageContext(args);
  if (!user || !bo.token) return Response.json({ subscribed: null }, { headers });
  if (!Number.isInteger(id) || id < 1) return Response.json({ subscribed: false }, { status: 400, headers });
  try {
    const res = await bo.send('promoSubscriptions.list', {
      query: { per_page: PROMO_SUBSCRIPTIONS_MAX_PER_PAGE },
    });
    // Signed out meanwhile (401) or not a buyer (403, staff): no state to show, not a failure.
    if (res.status === 401 || res.status === 403) return Response.json({ subscribed: null }, { headers });
    if (!res.ok) return Response.json({ subscribed: null }, { status: 503, headers });
    const list = (await res.json()) as { items: { product_id: number }[] };
    return Response.json({ subscribed: list.items.some((i) => i.product_id === id) }, { headers });
  } catch {
    return Response.json({ subscribed: null }, { status: 503, headers });
  }
}
