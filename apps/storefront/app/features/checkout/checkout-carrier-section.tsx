import type { Carrier } from '@vetshop/contract';
import { useI18n } from '../../i18n';
import { euros } from '../../lib/format';
import { describedBy, FieldError, type CheckoutSectionProps } from './checkout-field';

/** The carriers for this cart, each with its price now (free when the cart qualifies). */
export function CheckoutCarrierSection({
  carriers,
  values,
  errors,
  onChange,
}: CheckoutSectionProps & { carriers: readonly Carrier[] | null }) {
  const { locale, t } = useI18n();
  return (
    <fieldset className="checkout-section" aria-describedby={describedBy(errors, 'carrier_id')}>
      <legend>{t('cart.checkout.carrier')}</legend>
      {carriers && carriers.length > 0 ? (
        <div className="radio-list">
          {carriers.map((c) => (
            <div className="radio-option" key={c.id}>
              <input
                type="radio"
                id={`carrier-${c.id}`}
                name="carrier_id"
                value={c.id}
                checked={values.carrier_id === String(c.id)}
                onChange={(event) => onChange('carrier_id', event.currentTarget.value)}
                aria-describedby={c.description ? `carrier-${c.id}-description` : undefined}
              />
              <label htmlFor={`carrier-${c.id}`}>
                <span className="radio-title">{c.name}</span>{' '}
                <span className="radio-price">
                  {c.price_applied_to_cart > 0
                    ? euros(c.price_applied_to_cart, locale)
                    : t('cart.totals.free')}
                </span>
              </label>
              {c.description ? (
                <p className="muted radio-hint" id={`carrier-${c.id}-description`}>
                  {c.description}
                </p>
              ) : null}
            </div>
          ))}
        </div>
      ) : (
        <>
          <p className="notice notice-warning">{t('cart.checkout.carriersUnavailable')}</p>
          <input type="hidden" name="carrier_id" value={values.carrier_id} />
        </>
      )}
      <FieldError name="carrier_id" errors={errors} />
    </fieldset>
  );
}
