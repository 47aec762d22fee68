import type { Address, Carrier, Cart, Settings, VariantLookup } from '@vetshop/contract';
import { useEffect, useMemo, useRef } from 'react';
import { data, Link, redirect, useRevalidator } from 'react-router';
import { useCart } from '../features/cart';
import { lineProducts, optional, valueOr, currentCart } from '../features/cart/index.server';
import { latestServerCart, staleLoaderKey, visibleLines, type EngineView } from '../features/cart';
import { cartRefusal, parseCheckoutForm } from '../features/checkout';
import { checkoutBlock } from '../features/checkout';
import { infoFromVariant, type ProductInfo } from '../features/cart';
import { CartLines } from '../features/cart';
import { CartTotals } from '../features/cart';
import {
  CheckoutForm,
  type CheckoutActionResult,
  type CheckoutOptions,
} from '../features/checkout';
import { useI18n } from '../i18n';
import { BackofficeError, BackofficeUnavailable } from '../lib/backoffice.server';
import { cacheControl, page, pageHeaders, requireUser } from '../lib/request.server';
import { urls } from '../lib/urls';
import type { Route } from './+types/cart';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['cart.title'] ?? 'Panier'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

interface CartPageData {
  cart: Cart | null;
  /** The back office could not be reached: the page shows what this device knows (the engine's cart). */
  unavailable: boolean;
  options: CheckoutOptions;
  products: Record<number, ProductInfo>;
  userKey: string;
}

export const loader = page(async (args: Route.LoaderArgs) => {
  const { bo, user, locale } = await requireUser(args);
  const [synced, delivery, invoicing, settings, suite] = await Promise.all([
    optional(currentCart(bo, args.context)),
    optional(bo.get<{ items: Address[] }>('/addresses/delivery')),
    optional(bo.get<{ items: Address[] }>('/addresses/invoicing')),
    optional(bo.get<Settings>('/settings')),
    optional(bo.get<{ suite_name: string | null }>('/carts/next_suite_name')),
  ]);
  let cart = valueOr(synced, null);
  let carriers: Carrier[] | null = null;
  let products: Record<number, ProductInfo> = {};
  if (cart && cart.lines.length > 0) {
    // Line messages need unavailable quantities recomputed from today's stock; carriers are priced for this cart.
    const [refreshed, carrierList, lookups] = await Promise.all([
      optional(bo.post<Cart>('/carts/refresh_qty_unavailable', { uuid: cart.uuid })),
      optional(bo.get<{ rows: Carrier[] }>('/carts/current/delivery_carriers')),
      lineProducts(
        bo,
        cart.lines.map((l) => l.product_id),
        locale,
      ),
    ]);
    cart = valueOr(refreshed, cart);
    carriers = carrierList.ok ? carrierList.value.rows : null;
    products = lookups;
  }
  const body: CartPageData = {
    cart,
    unavailable: !synced.ok && synced.unavailable,
    options: {
      deliveryAddresses: delivery.ok ? delivery.value.items : null,
      invoicingAddresses: invoicing.ok ? invoicing.value.items : null,
      carriers,
      paymentModes: settings.ok ? settings.value.payment_modes.map(({ id, name }) => ({ id, name })) : null,
      nextSuiteName: suite.ok ? suite.value.suite_name : null,
      suiteNameUnavailable: !suite.ok,
    },
    products,
    userKey: user.login,
  };
  if (!synced.ok && !synced.unavailable) throw new BackofficeError(synced.status, null);
  return data(body, { headers: cacheControl(user) });
});

/** Saves the checkout form (and goes on to the confirmation). Failures come back with what was typed kept. */
export async function action(args: Route.ActionArgs) {
  const { bo, locale } = await requireUser(args);
  const form = await args.request.formData();
  const mainInvoicing = Number(form.get('main_invoicing_id'));
  const parsed = parseCheckoutForm(
    form,
    Number.isSafeInteger(mainInvoicing) && mainInvoicing > 0 ? mainInvoicing : null,
  );
  if (!parsed.ok) return data({ ok: false as const, errors: parsed.errors }, { status: 400 });
  try {
    await bo.post('/carts/current/update', parsed.update);
    if (parsed.carrierId !== null)
      await bo.post('/carts/current/set_carrier', { carrier_id: parsed.carrierId });
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

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { cart: loaderCart, unavailable, options, products, userKey } = loaderData as CartPageData;
  const { locale, t } = useI18n();
  const cart = useCart();
  const revalidator = useRevalidator();
  const result = actionData as CheckoutActionResult | undefined;

  const engine: EngineView | null = useMemo(
    () =>
      cart.ready && cart.state
        ? {
            serverCart: cart.state.serverCart,
            pending: cart.state.pending,
            lines: cart.lines,
            fresh: cart.fresh,
          }
        : null,
    [cart.ready, cart.state, cart.lines, cart.fresh],
  );
  const latest = latestServerCart(loaderCart, engine);
  const lines = engine ? visibleLines(loaderCart, engine) : visibleLines(loaderCart, null);
  const editable = cart.ready && cart.state?.userKey === userKey;

  // When the engine has a newer cart than this page's data (changed here or in another tab), reload the
  // data once for it: carriers priced for the new amount, line messages, totals.
  const stale = unavailable ? null : staleLoaderKey(loaderCart, engine);
  const reloadedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!stale || reloadedFor.current === stale || revalidator.state !== 'idle' || cart.syncing) return;
    reloadedFor.current = stale;
    void revalidator.revalidate();
  }, [stale, revalidator, cart.syncing]);

  // Names and pictures: kept on the device (a reload offline still shows them), and looked up for lines
  // the back office has not priced yet (added on another page, maybe offline).
  const { rememberProducts, productInfo, ready } = cart;
  useEffect(() => {
    if (ready) rememberProducts(Object.entries(products).map(([id, info]) => [Number(id), info]));
  }, [ready, products, rememberProducts]);
  const unknown = lines
    .filter((l) => !l.server && !products[l.productId] && !productInfo(l.productId))
    .map((l) => l.productId)
    .join(',');
  const online = cart.state?.browserOffline === false;
  useEffect(() => {
    if (!unknown || !online) return;
    const controller = new AbortController();
    fetch(`/api/variants?ids=${unknown}&locale=${locale}`, { signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<{ items: VariantLookup[] }>) : { items: [] }))
      .then(({ items }) => rememberProducts(items.map((v) => [v.id, infoFromVariant(v)])))
      .catch(() => undefined); // names come with the next sync anyway
    return () => controller.abort();
  }, [unknown, online, locale, rememberProducts]);

  const pendingChanges = cart.pendingCount > 0;
  const block = checkoutBlock(cart.checkout, lines.length, latest?.can_order ?? true);

  return (
    <div className="cart-page">
      <h1>{t('cart.title')}</h1>
      {unavailable ? (
        <p className="notice notice-warning" role="status">
          {t('cart.unavailable')}
        </p>
      ) : null}
      {lines.length === 0 ? (
        <EmptyCart loading={unavailable && !cart.ready} />
      ) : (
        <div className="cart-layout">
          <section className="cart-items" aria-labelledby="cart-lines-title">
            <h2 id="cart-lines-title" tabIndex={-1}>
              {t('cart.lines.title', { count: lines.length })}
            </h2>
            {pendingChanges ? (
              <p className="notice cart-pending-note" role="status">
                {t('cart.pendingNote', { count: cart.pendingCount })}
              </p>
            ) : null}
            <CartLines
              lines={lines}
              latestCart={latest}
              products={products}
              editable={editable}
              headingId="cart-lines-title"
            />
          </section>
          <div className="cart-side">
            {latest ? <CartTotals cart={latest} outdated={pendingChanges} /> : null}
            {latest && latest.lines.length > 0 ? (
              <CheckoutForm cart={latest} options={options} userKey={userKey} result={result} block={block} />
            ) : null}
          </div>
        </div>
      )}
      <p className="cart-continue">
        <Link to={urls.home(locale)}>{t('cart.continueShopping')}</Link>
      </p>
    </div>
  );
}

function EmptyCart({ loading }: { loading: boolean }) {
  const { locale, t } = useI18n();
  if (loading) return <p className="muted">{t('cart.loadingDevice')}</p>;
  return (
    <div className="cart-empty">
      <p>{t('cart.empty')}</p>
      <p>
        <Link to={urls.search(locale)} className="button button-primary">
          {t('cart.empty.search')}
        </Link>
      </p>
    </div>
  );
}

export { RouteError as ErrorBoundary } from '../features/shell';
