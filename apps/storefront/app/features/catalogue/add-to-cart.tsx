import { useRef, useState, type FormEvent } from 'react';
import { deliverySplit, useCart } from '../cart';
import type { ProductInfo } from '../cart';
import { useI18n } from '../../i18n';
import { formatInteger } from '../../lib/format';
import {
  checkAddition,
  checkQuantity,
  deliveryForecast,
  lineOptions,
  MAX_QTY,
  type DeliveryForecast,
} from './product-view';
import { useNotify } from '../../ui/notifications';

interface Errors {
  qty?: string;
  mto?: string;
}

/**
 * Quantity and "add to cart" for one variant. The cart engine queues the line (offline too) and syncs it.
 * A made-to-order product needs the "cannot be returned or exchanged" tick first; the tick is kept in the
 * line options. Errors are shown next to their field, which gets the focus.
 */
export function AddToCartForm({
  variantId,
  productName,
  isMto,
  qtyAvailable,
  info,
  named = false,
}: {
  variantId: number;
  productName: string;
  isMto: boolean;
  /** In a list of products (listing cards, the list view): the form and its button name the product. */
  named?: boolean;
  /** Units deliverable now (the product detail's `qty_available`); null when not known. */
  qtyAvailable: number | null;
  /** Name, link and picture, so that the cart names the line before the back office has priced it (offline). */
  info: ProductInfo;
}) {
  const { locale, t } = useI18n();
  const { add, ready, lines } = useCart();
  const { notify } = useNotify();
  const [qty, setQty] = useState('1');
  const [mtoConfirmed, setMtoConfirmed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const qtyRef = useRef<HTMLInputElement>(null);
  const mtoRef = useRef<HTMLInputElement>(null);
  const id = `add-${variantId}`;
  const options = lineOptions(isMto, mtoConfirmed);
  // What the line this form adds to already holds (same variant and options: the cart merges them).
  const inCart = lines
    .filter(
      (l) =>
        l.productId === variantId && JSON.stringify(l.options ?? null) === JSON.stringify(options ?? null),
    )
    .reduce((sum, l) => sum + l.qty, 0);
  const forecast = deliveryForecast(qty, qtyAvailable, inCart);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const check = checkQuantity(qty);
    const next: Errors = {};
    if (!check.ok) next.qty = t(`quantity.error.${check.error}`, { max: formatInteger(MAX_QTY, locale) });
    if (isMto && !mtoConfirmed) next.mto = t('mto.required');
    setErrors(next);
    if (!check.ok) return qtyRef.current?.focus();
    if (next.mto) return mtoRef.current?.focus();
    const addition = checkAddition(check.qty, inCart);
    if (!addition.ok) {
      setErrors({
        qty: t('quantity.error.lineMax', {
          max: formatInteger(MAX_QTY, locale),
          inCart: formatInteger(inCart, locale),
          room: formatInteger(addition.room, locale),
        }),
      });
      return qtyRef.current?.focus();
    }
    add(variantId, check.qty, options, info);
    notify({
      kind: 'success',
      text: t('product.added', { qty: formatInteger(check.qty, locale), name: productName }),
    });
  }

  return (
    <form
      className="add-to-cart"
      onSubmit={onSubmit}
      noValidate
      aria-label={named ? productName : t('product.addForm')}
    >
      {isMto ? (
        <div className="field field-check">
          <input
            ref={mtoRef}
            id={`${id}-mto`}
            type="checkbox"
            checked={mtoConfirmed}
            onChange={(e) => {
              setMtoConfirmed(e.target.checked);
              if (e.target.checked) setErrors((x) => ({ ...x, mto: undefined }));
            }}
            aria-invalid={errors.mto ? true : undefined}
            aria-describedby={errors.mto ? `${id}-mto-error` : undefined}
          />
          <label htmlFor={`${id}-mto`}>{t('mto.confirm')}</label>
          {errors.mto ? (
            <p id={`${id}-mto-error`} className="field-error">
              {errors.mto}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="add-to-cart-row">
        <div className="field field-qty">
          <label htmlFor={`${id}-qty`}>{t('quantity.label')}</label>
          <input
            ref={qtyRef}
            id={`${id}-qty`}
            name="qty"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_QTY}
            step={1}
            value={qty}
            onChange={(e) => {
              setQty(e.target.value);
              if (errors.qty) setErrors((x) => ({ ...x, qty: undefined }));
            }}
            aria-invalid={errors.qty ? true : undefined}
            aria-describedby={
              [errors.qty ? `${id}-qty-error` : null, forecast ? `${id}-forecast` : null]
                .filter(Boolean)
                .join(' ') || undefined
            }
          />
        </div>
        <button
          type="submit"
          className="button button-primary"
          disabled={!ready}
          aria-label={named ? t('product.addNamed', { name: productName }) : undefined}
        >
          {t('product.add')}
        </button>
      </div>
      {errors.qty ? (
        <p id={`${id}-qty-error`} className="field-error">
          {errors.qty}
        </p>
      ) : null}
      {/* Always in the page, so that screen readers announce the split as the buyer types (spec doc 1 §4). */}
      <p
        id={`${id}-forecast`}
        className={forecast ? 'notice notice-warning add-to-cart-forecast' : 'add-to-cart-forecast'}
        aria-live="polite"
        data-testid="stock-forecast"
      >
        {forecast ? <ForecastText forecast={forecast} inCart={inCart} /> : null}
      </p>
      <InCartStock variantId={variantId} />
    </form>
  );
}

function ForecastText({ forecast, inCart }: { forecast: DeliveryForecast; inCart: number }) {
  const { t } = useI18n();
  return <>{t(inCart > 0 ? 'product.stockSplitInCart' : 'product.stockSplit', { ...forecast })}</>;
}

/**
 * Spec doc 1 §4, before checkout: when the variant's line in the cart goes beyond today's stock (the back
 * office says so once it has the line), how many units ship now and how many will follow.
 */
function InCartStock({ variantId }: { variantId: number }) {
  const { t } = useI18n();
  const { lines } = useCart();
  const line = lines.find((l) => l.productId === variantId && !l.pending && l.server);
  const split = deliverySplit(line?.server);
  if (!line || !split) return null;
  return (
    <p className="notice notice-warning add-to-cart-stock" role="status">
      {t('product.inCart', { qty: line.qty })} {t('cart.line.backorder', split)}
    </p>
  );
}
