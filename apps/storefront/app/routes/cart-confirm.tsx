import type { Cart, SaleDetail } from '@vetshop/contract';
import { useEffect, useMemo, useRef } from 'react';
import { data, Form, Link, redirect, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { useCart } from '../features/cart';
import { currentCart } from '../features/cart/index.server';
import { staleLoaderKey, type EngineView } from '../features/cart';
import { cartRefusal, type CartRefusal } from '../features/checkout';
import { checkoutBlock, type CheckoutBlockReason } from '../features/checkout';
import { euros, percent } from '../lib/format';
import { lineAvailability } from '../features/cart';
import { AddressBlock } from '../features/checkout';
import { LinesTableHead } from '../ui/table-head';
import { CartTotals } from '../features/cart';
import { REFUSAL_MESSAGES } from '../features/checkout';
import { useNotify } from '../ui/notifications';
import { useI18n, type MessageKey } from '../i18n';
import { BackofficeError, BackofficeUnavailable } from '../lib/backoffice.server';
import { cacheControl, page, pageHeaders, requireUser } from '../lib/request.server';
import { urls } from '../lib/urls';
import type { Route } from './+types/cart-confirm';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string> } | undefined;
  return [
    { title: `${root?.messages?.['confirm.title'] ?? 'Confirmation'} — Vetshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export const headers = pageHeaders;

export const loader = page(async (args: Route.LoaderArgs) => {
  const { bo, user, locale } = await requireUser(args);
  const cart = await currentCart(bo, args.context);
  if (!cart || cart.lines.length === 0) throw redirect(urls.cart(locale));
  return data({ cart, userKey: user.login }, { headers: cacheControl(user) });
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const field = (form: FormData, name: string): string | null => {
  const value = form.get(name);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

type ConfirmResult = { refusal: CartRefusal; message: string | null };

/** Places the order; a refusal comes back in the buyer's language, a retried confirm never orders twice. */
export async function action(args: Route.ActionArgs) {
  const { bo, locale } = await requireUser(args);
  const form = await args.request.formData();
  const uuid = field(form, 'uuid');
  if (!uuid || !UUID.test(uuid))
    return data<ConfirmResult>({ refusal: 'cart_not_found', message: null }, { status: 400 });
  let sale: SaleDetail;
  try {
    sale = await bo.post<SaleDetail>('/carts/confirm', {
      uuid,
      note: field(form, 'note'),
      customer_ref: field(form, 'customer_ref'),
      suite_name: field(form, 'suite_name'),
    });
  } catch (error) {
    if (error instanceof BackofficeUnavailable)
      return data<ConfirmResult>({ refusal: 'unavailable', message: null }, { status: 503 });
    if (error instanceof BackofficeError)
      return data<ConfirmResult>(
        { refusal: cartRefusal(error.status, error.code), message: error.body?.message ?? null },
        { status: error.status },
      );
    throw error;
  }
  return redirect(urls.cartValidated(locale, sale.id));
}

const BLOCKS: Record<CheckoutBlockReason, MessageKey> = {
  loading: 'cart.block.loading',
  pending: 'cart.block.pending',
  syncing: 'cart.block.syncing',
  offline: 'confirm.block.offline',
  unauthenticated: 'cart.block.unauthenticated',
  empty: 'cart.block.empty',
  cannot_order: 'cart.block.cannotOrder',
};

export default function CartConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { cart } = loaderData as { cart: Cart; userKey: string };
  const result = actionData as ConfirmResult | undefined;
  const { locale, t } = useI18n();
  const engineCart = useCart();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const { notify } = useNotify();
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';

  // Guard again: changes not saved by the back office yet belong in the cart page, not in this order.
  const pending = engineCart.ready && engineCart.pendingCount > 0;
  useEffect(() => {
    if (!pending) return;
    notify({ kind: 'warning', text: t('confirm.backToCart') });
    void navigate(urls.cart(locale), { replace: true });
    // Once: t and notify are not reasons to go back again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending]);

  // The cart changed meanwhile (another tab): review what will really be ordered.
  const engine: EngineView | null = useMemo(
    () =>
      engineCart.ready && engineCart.state
        ? {
            serverCart: engineCart.state.serverCart,
            pending: engineCart.state.pending,
            lines: engineCart.lines,
            fresh: engineCart.fresh,
          }
        : null,
    [engineCart.ready, engineCart.state, engineCart.lines, engineCart.fresh],
  );
  const stale = staleLoaderKey(cart, engine);
  const reloadedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!stale || reloadedFor.current === stale || revalidator.state !== 'idle') return;
    reloadedFor.current = stale;
    void revalidator.revalidate();
  }, [stale, revalidator]);

  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result) alertRef.current?.focus();
  }, [result]);

  const block = checkoutBlock(engineCart.checkout, cart.lines.length, cart.can_order);
  const carrier = cart.delivery.selected_carrier;

  return (
    <div className="confirm-page">
      <h1>{t('confirm.title')}</h1>
      <p>{t('confirm.intro')}</p>
      <div ref={alertRef} tabIndex={-1}>
        {result ? (
          <div className="notice notice-error" role="alert">
            <p>{t(REFUSAL_MESSAGES[result.refusal])}</p>
            {result.refusal === 'unknown' && result.message ? <p>{result.message}</p> : null}
            <p>
              <Link to={urls.cart(locale)}>{t('confirm.editCart')}</Link>
            </p>
          </div>
        ) : null}
      </div>
      {!cart.addresses_valid ? (
        <p className="notice notice-warning">{t('cart.checkout.addressesInvalid')}</p>
      ) : null}

      <div className="confirm-grid">
        <section aria-labelledby="confirm-delivery">
          <h2 id="confirm-delivery">{t('confirm.delivery')}</h2>
          {cart.delivery.address ? (
            <AddressBlock address={cart.delivery.address} />
          ) : (
            <p>{t('confirm.none')}</p>
          )}
          <dl className="inline-facts">
            <div>
              <dt>{t('cart.checkout.carrier')}</dt>
              <dd>
                {carrier
                  ? t('confirm.carrier', {
                      name: carrier.name,
                      price:
                        carrier.price_applied_to_cart > 0
                          ? euros(carrier.price_applied_to_cart, locale)
                          : t('cart.totals.free'),
                    })
                  : t('cart.checkout.carriersUnavailable')}
              </dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="confirm-invoicing">
          <h2 id="confirm-invoicing">{t('confirm.invoicing')}</h2>
          {cart.invoicing.address ? (
            <AddressBlock address={cart.invoicing.address} />
          ) : (
            <p>{t('confirm.none')}</p>
          )}
          <dl className="inline-facts">
            <div>
              <dt>{t('cart.checkout.paymentMode')}</dt>
              <dd>{cart.payment_mode?.name ?? t('cart.checkout.paymentUnavailable')}</dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="confirm-details">
          <h2 id="confirm-details">{t('cart.checkout.details')}</h2>
          <dl className="confirm-details">
            <div>
              <dt>{t('cart.checkout.reference')}</dt>
              <dd>{cart.client_order_ref ?? t('confirm.none')}</dd>
            </div>
            <div>
              <dt>{t('cart.checkout.suiteName')}</dt>
              <dd>{cart.suite_name ?? t('confirm.none')}</dd>
            </div>
            <div>
              <dt>{t('cart.checkout.note')}</dt>
              <dd className="confirm-note">{cart.note ?? t('confirm.none')}</dd>
            </div>
          </dl>
          <p>
            <Link to={urls.cart(locale)}>{t('confirm.editCart')}</Link>
          </p>
        </section>
      </div>

      <section aria-labelledby="confirm-lines">
        <h2 id="confirm-lines">{t('cart.lines.title', { count: cart.lines.length })}</h2>
        <div className="table-scroll">
          <table>
            <LinesTableHead
              first="sales.col.product"
              numeric={[
                'sales.col.qty',
                'cart.line.gross',
                'cart.line.discount',
                'cart.line.net',
                'cart.line.amount',
              ]}
            />
            <tbody>
              {cart.lines.map((line) => {
                const availability = lineAvailability(line);
                return (
                  <tr key={line.id}>
                    <td>
                      {line.name}
                      <br />
                      <span className="muted">{t('cart.line.sku', { sku: line.sku })}</span>
                      {line.free_qty > 0 && line.promotion ? (
                        <>
                          <br />
                          <span className="badge badge-promo">
                            {t('cart.line.free', {
                              count: line.free_qty,
                              main: line.promotion.ratio_main_product,
                              extra: line.promotion.ratio_promotional_product,
                            })}
                          </span>
                        </>
                      ) : null}
                      {availability?.kind === 'unavailable' ? (
                        <span className="cart-line-message cart-line-message-warning">
                          {t('cart.line.unavailable', { qty: availability.qty })}
                        </span>
                      ) : null}
                    </td>
                    <td className="num">{line.qty}</td>
                    <td className="num">{euros(line.unit_price, locale)}</td>
                    <td className="num">{line.discount > 0 ? percent(line.discount, locale) : '—'}</td>
                    <td className="num">{euros(line.net_price, locale)}</td>
                    <td className="num">{euros(line.amount.untaxed, locale)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>

      <CartTotals cart={cart} outdated={false} />

      <Form method="post" className="confirm-form">
        <input type="hidden" name="uuid" value={cart.uuid} />
        <input type="hidden" name="note" value={cart.note ?? ''} />
        <input type="hidden" name="customer_ref" value={cart.client_order_ref ?? ''} />
        <input type="hidden" name="suite_name" value={cart.suite_name ?? ''} />
        <div className="button-row">
          <button
            type="submit"
            className="button button-primary button-large"
            disabled={block !== null || submitting}
            aria-describedby={block ? 'confirm-block' : undefined}
          >
            {submitting
              ? t('confirm.submitting')
              : t('confirm.submit', { total: euros(cart.amount.total, locale) })}
          </button>
          <Link to={urls.cart(locale)} className="button">
            {t('confirm.back')}
          </Link>
        </div>
        <p id="confirm-block" className="checkout-block" role="status">
          {block && block !== 'pending' ? t(BLOCKS[block]) : null}
        </p>
      </Form>
    </div>
  );
}

export { RouteError as ErrorBoundary } from '../features/shell';
