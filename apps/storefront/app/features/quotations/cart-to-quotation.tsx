import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useNavigate } from 'react-router';
import { useI18n } from '../../i18n';
import { QUOTATION_MESSAGES } from '../../lib/backoffice-messages';
import { urls } from '../../lib/urls';
import { useCart } from '../cart';
import type { FromCartResult } from './from-cart.server';

/**
 * The cart page's "turn into a quotation request": the back office's cart becomes a quotation sent to the sales
 * team. Waits for the cart's pending changes to be saved (the back office copies its own cart), asks whether to
 * empty the cart — done through the cart engine, one batch, so offline and refusal rules hold — then opens the
 * new quotation.
 */
export function CartToQuotation() {
  const { locale, t } = useI18n();
  const cart = useCart();
  const fetcher = useFetcher<FromCartResult>();
  const navigate = useNavigate();
  const [empty, setEmpty] = useState(false);
  const handled = useRef<number | null>(null);
  const result = fetcher.data;

  useEffect(() => {
    if (!result?.ok || handled.current === result.id) return;
    handled.current = result.id;
    if (empty)
      cart.addMany(
        cart.lines
          .filter((l) => l.qty > 0)
          .map((l) => ({ productId: l.productId, qty: -l.qty, options: l.options })),
      );
    void navigate(`${urls.quotation(locale, result.id)}?done=requested`);
  }, [result, empty, cart, navigate, locale]);

  const waiting = cart.ready && (cart.pendingCount > 0 || cart.syncing);
  return (
    <section className="cart-quotation" aria-labelledby="cart-quotation-title">
      <h2 id="cart-quotation-title">{t('quotations.cart.title')}</h2>
      <p>{t('quotations.cart.intro')}</p>
      <fetcher.Form method="post" action={urls.quotationFromCart(locale)} className="form">
        <input type="hidden" name="js" value={cart.ready ? '1' : '0'} />
        {cart.ready ? (
          <div className="quote-check">
            <input
              id="cart-quotation-empty"
              type="checkbox"
              checked={empty}
              onChange={(e) => setEmpty(e.currentTarget.checked)}
            />
            <label htmlFor="cart-quotation-empty">{t('quotations.cart.empty')}</label>
          </div>
        ) : null}
        {cart.offline ? (
          <p className="muted">{t('quotations.cart.offline')}</p>
        ) : waiting ? (
          <p className="muted">{t('quotations.cart.waiting')}</p>
        ) : null}
        <div role="status">
          {result && !result.ok ? (
            <p className="notice notice-error">
              {result.message && result.refusal === 'unknown'
                ? result.message
                : t(QUOTATION_MESSAGES[result.refusal])}
              {result.quotationId !== null ? (
                <>
                  {' '}
                  <Link to={urls.quotation(locale, result.quotationId)}>{t('quotations.dialog.view')}</Link>
                </>
              ) : null}
            </p>
          ) : null}
        </div>
        <p>
          <button
            type="submit"
            className="button"
            disabled={waiting || cart.offline || fetcher.state !== 'idle'}
          >
            {t('quotations.cart.submit')}
          </button>
        </p>
      </fetcher.Form>
    </section>
  );
}
