import type { Carrier, Cart, PickupPoint } from '@vetshop/contract';
import { data, redirect } from 'react-router';
import { BackofficeError, BackofficeUnavailable, type BackofficeClient } from '../../lib/backoffice.server';
import { readForm } from '../../lib/mutation-guard.server';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, requireUser } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { ALL_LINES_PARAM, FIRST_LINES, type ProductInfo } from '../cart';
import { currentCart, lineProducts, optional, valueOr } from '../cart/index.server';
import { couponAction, COUPON_INTENTS } from '../coupons/index.server';
import { parseCheckoutForm } from './checkout-fields';
import { cartRefusal } from '../../lib/backoffice-messages';
import { type CheckoutOptions } from './checkout-form';
import { PICKUP_SEARCH_PARAM } from './checkout-pickup-section';

export interface CartPageData {
  cart: Cart | null;
  /** The back office could not be reached: the page shows what this device knows (the engine's cart). */
  unavailable: boolean;
  options: CheckoutOptions;
  /** Names and pictures of the lines rendered first (`firstLines`), by variant id; the others' come later. */
  products: Record<number, ProductInfo>;
  userKey: string;
  /**
   * How many lines the server renders (issue 18 §6): FIRST_LINES, the browser rendering the others; every line
   * with `?lines=all` (the link a page without JavaScript offers).
   */
  firstLines: number;
}

export const loadCartPage = page(async (args: RouteArgs) => {
  const { bo, user, locale } = await requireUser(args);
  const allLines = new URL(args.request.url).searchParams.get(ALL_LINES_PARAM) === 'all';
  const [synced, delivery, invoicing, suite] = await Promise.all([
    optional(currentCart(bo)),
    optional(bo.call('addresses.delivery')),
    optional(bo.call('addresses.invoicing')),
    optional(bo.call('carts.nextSuiteName')),
  ]);
  let cart = valueOr(synced, null);
  let carriers: Carrier[] | null = null;
  let products: Record<number, ProductInfo> = {};
  // The lines the server renders; the others' pictures are looked up by the browser as it renders them (a
  // thousand-line cart took ten look-ups, half a second of the back office, before the page could start).
  const firstLines = allLines ? Infinity : FIRST_LINES;
  if (cart && cart.lines.length > 0) {
    // Line messages need unavailable quantities recomputed from today's stock; carriers are priced for this cart.
    const [refreshed, carrierList, lookups] = await Promise.all([
      optional(bo.call('carts.refreshQtyUnavailable', { body: { uuid: cart.uuid } })),
      optional(bo.call('carts.carriers')),
      lineProducts(
        bo,
        cart.lines.slice(0, firstLines).map((l) => l.product_id),
        locale,
      ),
    ]);
    cart = valueOr(refreshed, cart);
    carriers = carrierList.ok ? carrierList.value.rows : null;
    products = lookups;
  }
  // The saved carrier's pickup points, nearest first, or those matching the buyer's search (decision 039).
  let pickups: PickupPoint[] | null | undefined;
  const pickupSearch = (new URL(args.request.url).searchParams.get(PICKUP_SEARCH_PARAM) ?? '')
    .trim()
    .slice(0, 120);
  const pickupCarrier = cart?.delivery.selected_carrier;
  if (cart && cart.lines.length > 0 && pickupCarrier?.with_dropoff_site) {
    const found = await optional(
      bo.call('delivery.pickups', {
        query: { carrier_id: pickupCarrier.id, ...(pickupSearch ? { name: pickupSearch } : {}) },
      }),
    );
    pickups = found.ok ? found.value.rows : null;
  }
  const body: CartPageData = {
    cart,
    unavailable: !synced.ok && synced.unavailable,
    options: {
      deliveryAddresses: delivery.ok ? delivery.value.items : null,
      invoicingAddresses: invoicing.ok ? invoicing.value.items : null,
      carriers,
      nextSuiteName: suite.ok ? suite.value.suite_name : null,
      suiteNameUnavailable: !suite.ok,
      ...(pickups !== undefined ? { pickups, pickupSearch } : {}),
    },
    products,
    userKey: user.login,
    firstLines: allLines ? (cart?.lines.length ?? 0) : FIRST_LINES,
  };
  if (!synced.ok && !synced.unavailable) throw new BackofficeError(synced.status, null);
  return data(body, { headers: cacheControl(user) });
});

/** Saves the checkout form (and goes on to the confirmation). Failures come back with what was typed kept. */
export async function cartPageAction(args: RouteArgs) {
  const { bo, locale } = await requireUser(args);
  const form = await readForm(args.request);
  // The promotion code's form posts here too (it then works without JavaScript).
  if ((COUPON_INTENTS as readonly unknown[]).includes(form.get('intent'))) return couponAction(bo, form);
  const mainInvoicing = Number(form.get('main_invoicing_id'));
  const parsed = parseCheckoutForm(
    form,
    Number.isSafeInteger(mainInvoicing) && mainInvoicing > 0 ? mainInvoicing : null,
  );
  if (!parsed.ok) return data({ ok: false as const, errors: parsed.errors }, { status: 400 });
  try {
    await bo.call('carts.update', { body: parsed.update });
    if (parsed.carrierId !== null)
      await bo.call('carts.setCarrier', { body: { carrier_id: parsed.carrierId } });
    if (parsed.pickupSiteId !== undefined) await choosePickup(bo, parsed.pickupSiteId);
  } catch (error) {
    if (error instanceof BackofficeUnavailable)
      return data({ ok: false as const, refusal: 'unavailable' as const }, { status: 503 });
    if (error instanceof BackofficeError)
      return data(
        {
          ok: false as const,
          refusal: cartRefusal(error.status, error.code),
          message: error.body?.message ?? null,
        },
        { status: error.status >= 400 && error.status < 600 ? error.status : 500 },
      );
    throw error;
  }
  if (parsed.intent === 'checkout') throw redirect(urls.cartConfirm(locale));
  return { ok: true as const, saved: true as const };
}

/**
 * Saves the pickup point chosen on the form. A point kept in the form for a carrier no longer chosen (the buyer
 * went back to home delivery) is not an error: the back office refuses it for the new carrier, and the form
 * simply no longer shows it.
 */
async function choosePickup(bo: BackofficeClient, pickupSiteId: number): Promise<void> {
  try {
    await bo.call('carts.setPickup', { body: { pickup_site_id: pickupSiteId } });
  } catch (error) {
    const stale =
      error instanceof BackofficeError &&
      (error.code === 'pickup_other_carrier' || error.code === 'carrier_without_pickup');
    if (!stale) throw error;
  }
}
