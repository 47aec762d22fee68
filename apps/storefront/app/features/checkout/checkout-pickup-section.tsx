import type { PickupPoint } from '@vetshop/contract';
import { useI18n } from '../../i18n';
import { addressSummary } from './address';
import { describedBy, FieldError, type CheckoutSectionProps } from './checkout-field';
import { openingHoursLines } from './opening-hours';

/** The search of the pickup points is a GET form of its own, outside the checkout form (forms do not nest). */
export const PICKUP_SEARCH_FORM = 'pickup-search';
export const PICKUP_SEARCH_PARAM = 'pickup_search';

/**
 * The pickup points of the chosen carrier (decision 039): the nearest to the delivery address, a search by name or
 * town, and a radio per point with its address, distance and opening hours. Works without JavaScript: the
 * search is a plain GET of the cart page, the choice is saved with the form's buttons (at once with JavaScript).
 */
export function CheckoutPickupSection({
  pickups,
  search,
  chosen,
  values,
  errors,
  onChange,
}: CheckoutSectionProps & {
  pickups: readonly PickupPoint[] | null;
  search: string;
  /** The cart's point when it is not one of the list (given in full, or outside the ten shown). */
  chosen: PickupPoint | null;
}) {
  const { locale, t } = useI18n();
  const listed = chosen && chosen.id !== null && !pickups?.some((p) => p.id === chosen.id) ? [chosen] : [];
  const points = [...listed, ...(pickups ?? [])];
  return (
    <fieldset
      className="checkout-section pickup-section"
      aria-describedby={describedBy(errors, 'pickup_site_id')}
    >
      <legend>{t('cart.pickup.title')}</legend>
      <div className="pickup-search">
        <label htmlFor="pickup-search-input">{t('cart.pickup.search')}</label>
        <div className="pickup-search-row">
          <input
            id="pickup-search-input"
            type="search"
            name={PICKUP_SEARCH_PARAM}
            form={PICKUP_SEARCH_FORM}
            defaultValue={search}
            maxLength={120}
            autoComplete="off"
          />
          <button type="submit" className="button button-secondary" form={PICKUP_SEARCH_FORM}>
            {t('cart.pickup.searchButton')}
          </button>
        </div>
      </div>
      {chosen && chosen.id === null ? (
        <p className="notice">{t('cart.pickup.given', { name: addressSummary(chosen) })}</p>
      ) : null}
      {pickups === null ? (
        <p className="notice notice-warning">{t('cart.pickup.unavailable')}</p>
      ) : (
        <p className="muted" role="status">
          {search ? t('cart.pickup.found', { count: pickups.length, search }) : t('cart.pickup.nearest')}
        </p>
      )}
      {points.length > 0 ? (
        <div className="radio-list pickup-list">
          {points.map((p) => {
            const id = `pickup-${p.id}`;
            const hours = openingHoursLines(p.opening_hours, locale);
            return (
              <div className="radio-option" key={p.id}>
                <input
                  type="radio"
                  id={id}
                  name="pickup_site_id"
                  value={String(p.id)}
                  checked={values.pickup_site_id === String(p.id)}
                  onChange={(event) => onChange('pickup_site_id', event.currentTarget.value)}
                  aria-describedby={`${id}-details`}
                />
                <label htmlFor={id}>
                  <span className="radio-title">{p.name}</span>{' '}
                  {p.distance_km !== null ? (
                    <span className="radio-price">
                      {t('cart.pickup.distance', { km: Math.max(1, Math.round(p.distance_km)) })}
                    </span>
                  ) : null}
                </label>
                <div className="muted radio-hint" id={`${id}-details`}>
                  <p>{[p.street, [p.zip, p.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</p>
                  {hours.length > 0 ? (
                    <p>
                      {t('cart.pickup.hours')} {hours.join(' · ')}
                    </p>
                  ) : null}
                </div>
              </div>
            );
          })}
        </div>
      ) : null}
      <FieldError name="pickup_site_id" errors={errors} />
    </fieldset>
  );
}
