import type { Cart } from '@vetshop/contract';
import { useEffect, useMemo, useRef } from 'react';
import { Form, Link, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { useI18n, type MessageKey } from '../../i18n';
import { euros, lineDiscount } from '../../lib/format';
import type { ActionData, LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { useNotify } from '../../ui/notifications';
import { LinesTableHead } from '../../ui/table-head';
import {
  CartTotals,
  deliverySplit,
  lineAvailability,
  staleLoaderKey,
  useCart,
  type EngineView,
} from '../cart';
import { AddressBlock } from './address-block';
import { REFUSAL_MESSAGES } from '../../lib/backoffice-messages';
import { checkoutBlock, type CheckoutBlockReason } from './checkout-guard';
import type { confirmPageAction, ConfirmResult, loadConfirmPage, PaymentChoice } from './confirm-page.server';
import { PaymentChoiceFieldset } from './payment-choice';

const BLOCKS: Record<CheckoutBlockReason, MessageKey> = {
  loading: 'cart.block.loading',
  pending: 'cart.block.pending',
  syncing: 'cart.block.syncing',
  offline: 'confirm.block.offline',
  unauthenticated: 'cart.block.unauthenticated',
  empty: 'cart.block.empty',
  cannot_order: 'cart.block.cannotOrder',
};

/** The numeric columns of the lines table: their header and, on a phone, the name shown in each cell. */
const COLUMNS = {
  qty: 'sales.col.qty',
  gross: 'cart.line.gross',
  discount: 'cart.line.discount',
  net: 'cart.line.net',
  amount: 'cart.line.amount',
} as const satisfies Record<string, MessageKey>;

export function ConfirmPage({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData<typeof loadConfirmPage>;
  actionData: ActionData<typeof confirmPageAction>;
}) {
  const { cart, payment } = loaderData as { cart: Cart; userKey: string; payment: PaymentChoice | null };
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
    notify({ kind: 'warning', text: t('confirm.backToCart'), nextPage: true });
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
          {cart.delivery.pickup ? (
            <>
              <p>{t('cart.pickup.collectAt')}</p>
              <AddressBlock address={cart.delivery.pickup} />
            </>
          ) : cart.delivery.address ? (
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
          {payment ? null : (
            // No payment to choose now (the back office cannot take one): the order is placed with the cart's
            // payment mode, else the buyer's usual one (decision 041).
            <dl className="inline-facts">
              <div>
                <dt>{t('confirm.paymentMethod')}</dt>
                <dd>{cart.payment_mode?.name ?? t('confirm.paymentMethod.usual')}</dd>
              </div>
            </dl>
          )}
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
          <table className="lines-table" role="table">
            <LinesTableHead first="sales.col.product" numeric={Object.values(COLUMNS)} />
            <tbody role="rowgroup">
              {cart.lines.map((line) => {
                const availability = lineAvailability(line);
                return (
                  <tr key={line.id} role="row">
                    <th scope="row" role="rowheader">
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
                          {t('cart.line.unavailable', { qty: availability.qty })}{' '}
                          {t('cart.line.backorder', deliverySplit(line) ?? { now: line.qty, later: 0 })}
                        </span>
                      ) : null}
                    </th>
                    <td role="cell" className="num" data-label={t(COLUMNS.qty)}>
                      {line.qty}
                    </td>
                    <td role="cell" className="num" data-label={t(COLUMNS.gross)}>
                      {euros(line.unit_price, locale)}
                    </td>
                    <td role="cell" className="num" data-label={t(COLUMNS.discount)}>
                      {lineDiscount(line, locale)}
                    </td>
                    <td role="cell" className="num" data-label={t(COLUMNS.net)}>
                      {euros(line.net_price, locale)}
                    </td>
                    <td role="cell" className="num" data-label={t(COLUMNS.amount)}>
                      {euros(line.amount.untaxed, locale)}
                    </td>
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
        {payment ? (
          <>
            <input type="hidden" name="payable" value={payment.payable} />
            <PaymentChoiceFieldset
              providers={payment.providers}
              cartModeCode={cart.payment_mode?.code ?? null}
            />
          </>
        ) : null}
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
