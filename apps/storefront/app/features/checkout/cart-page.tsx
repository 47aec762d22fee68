import type { DisplayedLine } from '@vetshop/cart';
import type { VariantLookup } from '@vetshop/contract';
import type { Locale } from '@vetshop/domain';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useFetcher, useRevalidator } from 'react-router';
import { useI18n } from '../../i18n';
import { useCspNonce } from '../../lib/csp-nonce';
import type { ActionData, LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import {
  ALL_LINES_PARAM,
  CartLines,
  CartTotals,
  deviceCheckScript,
  infoFromVariant,
  latestServerCart,
  RefusedChanges,
  staleLoaderKey,
  useCart,
  visibleLines,
  type EngineView,
  type ProductInfo,
} from '../cart';
import { CouponForm, type CouponActionResult } from '../coupons';
import { OrderImportPanel } from '../order-import';
import { ScanButton } from '../scan';
import { CartToQuotation } from '../quotations';
import { SaveCartAsWishlist } from '../wishlists';
import type { cartPageAction, CartPageData, loadCartPage } from './cart-page.server';
import { CHECKOUT_CHOICE_FETCHER, CheckoutForm, type CheckoutActionResult } from './checkout-form';
import { checkoutBlock } from './checkout-guard';

export function CartPage({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData<typeof loadCartPage>;
  actionData: ActionData<typeof cartPageAction>;
}) {
  const {
    cart: loaderCart,
    unavailable,
    options,
    products: loaderProducts,
    userKey,
    firstLines,
  } = loaderData as CartPageData;
  const { locale, t } = useI18n();
  const cart = useCart();
  const revalidator = useRevalidator();
  const answer = actionData as CheckoutActionResult | CouponActionResult | undefined;
  // The page's action answers both forms: each reads its own answer.
  const couponResult = answer && 'kind' in answer ? answer : undefined;
  const result = answer && !('kind' in answer) ? answer : undefined;

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
    if (ready) rememberProducts(Object.entries(loaderProducts).map(([id, info]) => [Number(id), info]));
  }, [ready, loaderProducts, rememberProducts]);
  // The pictures of the lines the server did not render (issue 18 §6: a long cart's page does not wait for
  // them), looked up once the page is here, a hundred at a time; kept for this page only (a thousand lines
  // would push everything else out of the device's store).
  const pictures = useLinePictures(
    lines,
    loaderProducts,
    productInfo,
    locale,
    cart.state?.browserOffline === false,
  );
  const products = useMemo(() => ({ ...pictures, ...loaderProducts }), [pictures, loaderProducts]);
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
  // A carrier, address or payment mode being saved: the amounts shown are about to change.
  const choosing = useFetcher({ key: CHECKOUT_CHOICE_FETCHER }).state !== 'idle';
  const block = checkoutBlock(cart.checkout, lines.length, latest?.can_order ?? true);

  // Issue 18 §5 (features/cart/device-check.ts): before the engine runs, this server-rendered page (maybe the
  // service worker's copy from before the buyer's last changes) is hidden when the device knows better.
  const hydrated = useHydrated();
  const nonce = useCspNonce();

  return (
    <div className="cart-page" data-device-read={cart.ready ? '' : undefined}>
      <div className="cart-title-row">
        <h1>{t('cart.title')}</h1>
        {/* Boxes scanned one after the other go into the cart through the offline engine (decision 042). */}
        <ScanButton mode="cart" />
      </div>
      {hydrated ? null : (
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            __html: deviceCheckScript({
              userKey,
              cart: loaderCart ? { uuid: loaderCart.uuid, version: loaderCart.version } : null,
            }),
          }}
        />
      )}
      {cart.ready ? null : (
        <p className="cart-device-reading muted" role="status">
          {t('cart.loadingDevice')}
        </p>
      )}
      {unavailable ? (
        <p className="notice notice-warning" role="status">
          {t('cart.unavailable')}
        </p>
      ) : null}
      {lines.length === 0 ? (
        <>
          {/* An add the back office refused leaves no line: its message stays until dismissed. */}
          <RefusedChanges lines={lines} products={products} />
          <EmptyCart loading={unavailable && !cart.ready} />
        </>
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
              firstCount={firstLines}
              allLinesHref={`?${ALL_LINES_PARAM}=all`}
            />
          </section>
          <div className="cart-side">
            {latest ? <CartTotals cart={latest} outdated={pendingChanges || choosing} /> : null}
            {latest && latest.lines.length > 0 ? (
              <CouponForm cart={latest} pageResult={couponResult} offline={cart.offline} />
            ) : null}
            {latest && latest.lines.length > 0 ? (
              <CheckoutForm cart={latest} options={options} userKey={userKey} result={result} block={block} />
            ) : null}
            {latest && latest.lines.length > 0 ? <CartToQuotation /> : null}
            {latest && latest.lines.length > 0 ? <SaveCartAsWishlist /> : null}
          </div>
        </div>
      )}
      {/* Also on the dashboard: an order from the practice software is loaded where the cart is seen. */}
      <OrderImportPanel />
      <p className="cart-continue">
        <Link to={urls.home(locale)}>{t('cart.continueShopping')}</Link>
      </p>
    </div>
  );
}

/** /api/variants answers at most this many ids. */
const LOOKUP_MAX = 100;

/**
 * Names and pictures of server lines that neither the loader nor the device knows (those after the first
 * lines), looked up in the background, LOOKUP_MAX at a time, in the order of the lines. An id is asked once
 * per page: one the back office does not answer keeps the line without a picture.
 */
function useLinePictures(
  lines: readonly DisplayedLine[],
  known: Record<number, ProductInfo>,
  deviceInfo: (productId: number) => ProductInfo | null,
  locale: Locale,
  online: boolean,
): Record<number, ProductInfo> {
  const [looked, setLooked] = useState<{ found: Record<number, ProductInfo>; asked: ReadonlySet<number> }>(
    () => ({ found: {}, asked: new Set() }),
  );
  const missing = lines
    .filter((l) => l.server && !known[l.productId] && !looked.asked.has(l.productId))
    .filter((l) => !deviceInfo(l.productId)?.image)
    .slice(0, LOOKUP_MAX)
    .map((l) => l.productId)
    .join(',');
  useEffect(() => {
    if (!missing || !online) return;
    const ids = missing.split(',').map(Number);
    const controller = new AbortController();
    const settle = (items: readonly VariantLookup[]) =>
      setLooked((current) => {
        const found = { ...current.found };
        for (const v of items) found[v.id] = infoFromVariant(v);
        return { found, asked: new Set([...current.asked, ...ids]) };
      });
    fetch(`/api/variants?ids=${missing}&locale=${locale}`, { signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<{ items: VariantLookup[] }>) : { items: [] }))
      .then(({ items }) => settle(items))
      .catch(() => {
        // Aborted (the lines changed: asked again if still missing), or a failure: these lines go without.
        if (!controller.signal.aborted) settle([]);
      });
    return () => controller.abort();
  }, [missing, online, locale]);
  return looked.found;
}

const noSubscription = () => () => undefined;

/** False on the server and while hydrating, true for renders after (an inline script only helps the former). */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
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
