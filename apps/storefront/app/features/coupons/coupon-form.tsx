import type { Cart } from '@vetshop/contract';
import { useFetcher } from 'react-router';
import { useI18n } from '../../i18n';
import { euros } from '../../lib/format';
import { urls } from '../../lib/urls';
import type { CouponActionResult } from './coupon-action.server';

/**
 * The cart page's promotion code (issue 22 §4): the code applied, with what it gives or why it no longer does,
 * and a field to apply one. Posted to the cart page itself, so it works without JavaScript (the page's answer comes
 * back as `pageResult`); with it, through a fetcher, the page's data reloading with the new totals.
 */
export function CouponForm({
  cart,
  pageResult,
  offline,
}: {
  cart: Cart;
  pageResult: CouponActionResult | undefined;
  offline: boolean;
}) {
  const { locale, t } = useI18n();
  const fetcher = useFetcher<CouponActionResult>();
  const result = fetcher.data ?? pageResult;
  const busy = fetcher.state !== 'idle';
  const coupon = cart.coupon;
  const action = urls.cart(locale);
  return (
    <section className="cart-coupon" aria-labelledby="cart-coupon-title">
      <h2 id="cart-coupon-title">{t('coupons.title')}</h2>
      {coupon ? (
        <div className={coupon.applies ? 'coupon-applied' : 'coupon-applied notice notice-warning'}>
          <p>
            <strong>{t('coupons.applied', { code: coupon.code, label: coupon.label })}</strong>
            {coupon.applies && coupon.discount > 0 ? (
              <> — {t('coupons.saving', { amount: euros(coupon.discount, locale) })}</>
            ) : null}
          </p>
          {coupon.problem ? <p>{coupon.problem.message}</p> : null}
          <fetcher.Form method="post" action={action}>
            <button type="submit" name="intent" value="coupon-remove" className="button-link" disabled={busy}>
              {t('coupons.remove')}
            </button>
          </fetcher.Form>
        </div>
      ) : null}
      <fetcher.Form method="post" action={action} className="form coupon-form">
        <label htmlFor="coupon-code">{t('coupons.field')}</label>
        <div className="coupon-row">
          <input
            id="coupon-code"
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            defaultValue={result && !result.ok ? result.typed : ''}
            aria-describedby="coupon-result"
            aria-invalid={result && !result.ok ? true : undefined}
          />
          <button type="submit" name="intent" value="coupon" disabled={busy || offline}>
            {t('coupons.apply')}
          </button>
        </div>
      </fetcher.Form>
      <div id="coupon-result" role="status" className="coupon-result">
        {offline ? (
          <p className="muted">{t('coupons.offline')}</p>
        ) : result && !result.ok ? (
          <p className="field-error">
            {result.problem === 'unavailable'
              ? t('coupons.unavailable')
              : (result.message ?? t('coupons.refused'))}
          </p>
        ) : result?.ok ? (
          <p>{result.applied ? t('coupons.done', { code: result.applied }) : t('coupons.removed')}</p>
        ) : null}
      </div>
    </section>
  );
}
