import type { Cart } from '@vetshop/contract';
import { euros } from '../../lib/format';
import { useI18n } from '../../i18n';

/** Items, delivery, low-order contribution, total excl. VAT, VAT, total (spec §3 Cart page fields). */
export function CartTotals({ cart, outdated }: { cart: Cart; outdated: boolean }) {
  const { locale, t } = useI18n();
  const fees = cart.delivery.fees;
  return (
    <section className="cart-totals" aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title">{t('cart.totals.title')}</h2>
      {outdated ? <p className="notice cart-totals-outdated">{t('cart.totals.outdated')}</p> : null}
      <dl className={outdated ? 'totals totals-outdated' : 'totals'}>
        <div>
          <dt>{t('cart.totals.items')}</dt>
          <dd>{euros(cart.amount_goods, locale)}</dd>
        </div>
        {cart.coupon?.applies && cart.coupon.discount > 0 ? (
          <div className="totals-coupon">
            <dt>{t('cart.totals.coupon', { code: cart.coupon.code })}</dt>
            <dd>−{euros(cart.coupon.discount, locale)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('cart.totals.delivery')}</dt>
          <dd>{fees.delivery > 0 ? euros(fees.delivery, locale) : t('cart.totals.free')}</dd>
        </div>
        {fees.low_order_fee > 0 ? (
          <div>
            <dt>{t('cart.totals.lowOrderFee')}</dt>
            <dd>{euros(fees.low_order_fee, locale)}</dd>
          </div>
        ) : null}
        <div className="totals-subtotal">
          <dt>{t('cart.totals.untaxed')}</dt>
          <dd>{euros(cart.amount.untaxed, locale)}</dd>
        </div>
        <div>
          <dt>{t('cart.totals.tax')}</dt>
          <dd>{euros(cart.amount.tax, locale)}</dd>
        </div>
        <div className="totals-total">
          <dt>{t('cart.totals.total')}</dt>
          <dd>{euros(cart.amount.total, locale)}</dd>
        </div>
        {cart.amount.discount_total > 0 ? (
          <div className="totals-saving">
            <dt>{t('cart.totals.saving')}</dt>
            <dd>{euros(cart.amount.discount_total, locale)}</dd>
          </div>
        ) : null}
      </dl>
      <LowOrderFeeNotice cart={cart} />
    </section>
  );
}

/** Spec §9: under 150 € excl. VAT, a 10.50 € contribution, and how much more to order to avoid it. */
export function LowOrderFeeNotice({ cart }: { cart: Cart }) {
  const { locale, t } = useI18n();
  const fee = cart.delivery.low_order_fee;
  if (!fee.applies) return null;
  return (
    <p className="notice notice-warning low-order-fee">
      {t('cart.lowOrderFee', {
        threshold: euros(fee.threshold, locale),
        amount: euros(fee.amount, locale),
        missing: euros(fee.missing, locale),
      })}
    </p>
  );
}
