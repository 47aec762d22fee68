import type { Address } from '@vetshop/contract';
import { filterAddresses } from '@vetshop/domain';
import { useState } from 'react';
import { useI18n } from '../../i18n';
import { addressSummary } from './address';
import { AddressBlock } from './address-block';
import { SelectField, Section, type CheckoutSectionProps } from './checkout-field';

/** Past this many delivery addresses (clinics with many sites) the choice gets a search box. */
export const ADDRESS_FILTER_FROM = 5;

/** Where the order goes and who is invoiced (by default the buyer's main invoicing address; only invoicing
 * addresses are offered for invoicing). */
export function CheckoutAddressSection({
  deliveryAddresses,
  invoicingAddresses,
  mainInvoicing,
  offerSeparate,
  addressesValid,
  ...fields
}: CheckoutSectionProps & {
  deliveryAddresses: readonly Address[] | null;
  invoicingAddresses: readonly Address[] | null;
  mainInvoicing: Address | undefined;
  /**
   * The buyer has another invoicing address than the main one: only then is "a different invoicing address"
   * offered (with one address, the box revealed a list holding that same address).
   */
  offerSeparate: boolean;
  /** The cart's addresses pass the checkout's validity rule (spec §5). */
  addressesValid: boolean;
}) {
  const { t } = useI18n();
  const { values, onChange } = fields;
  const [query, setQuery] = useState('');
  const manyDeliveries = (deliveryAddresses?.length ?? 0) > ADDRESS_FILTER_FROM;
  // The list narrowed by the search (case and accents ignored); the chosen address always stays in it, so
  // that typing never changes the choice behind the buyer's back.
  const deliveryShown = (deliveryAddresses ?? []).filter(
    (a) => String(a.id) === values.delivery_address_id || filterAddresses([a], query).length > 0,
  );
  const addressChoices = (addresses: readonly Address[]) =>
    addresses.map((a) => (
      <option key={a.id} value={a.id}>
        {addressSummary(a)}
        {a.valid ? '' : ` (${t('cart.checkout.addressIncomplete')})`}
      </option>
    ));

  return (
    <Section title={t('cart.checkout.delivery')}>
      {deliveryAddresses && deliveryAddresses.length > 0 ? (
        <>
          {manyDeliveries ? (
            <div className="field address-filter">
              <label htmlFor="delivery_address_search">{t('cart.checkout.addressSearch')}</label>
              <input
                id="delivery_address_search"
                type="search"
                value={query}
                onChange={(event) => setQuery(event.currentTarget.value)}
                aria-controls="delivery_address_id"
                aria-describedby="delivery_address_search-count"
              />
              <p id="delivery_address_search-count" className="muted" role="status">
                {t('cart.checkout.addressSearchCount', { count: deliveryShown.length })}
              </p>
            </div>
          ) : null}
          <SelectField name="delivery_address_id" label={t('cart.checkout.deliveryAddress')} {...fields}>
            {addressChoices(deliveryShown)}
          </SelectField>
        </>
      ) : (
        <>
          <p className="notice notice-warning">{t('cart.checkout.addressesUnavailable')}</p>
          <input type="hidden" name="delivery_address_id" value={values.delivery_address_id} />
        </>
      )}
      {!addressesValid ? (
        <p className="notice notice-warning">{t('cart.checkout.addressesInvalid')}</p>
      ) : null}

      <div className="invoicing-choice">
        {offerSeparate ? (
          <div className="field field-checkbox">
            <input
              type="checkbox"
              id="separate_invoicing"
              name="separate_invoicing"
              checked={values.separate_invoicing === 'on'}
              onChange={(event) => onChange('separate_invoicing', event.currentTarget.checked ? 'on' : '')}
              aria-controls="invoicing_address_id-field"
            />
            <label htmlFor="separate_invoicing">{t('cart.checkout.separateInvoicing')}</label>
          </div>
        ) : null}
        {mainInvoicing ? (
          <div className="invoicing-main">
            <p className="muted">{t('cart.checkout.invoicedTo')}</p>
            <AddressBlock address={mainInvoicing} />
          </div>
        ) : null}
        {offerSeparate ? (
          <SelectField
            name="invoicing_address_id"
            label={t('cart.checkout.invoicingAddress')}
            className="invoicing-select"
            {...fields}
          >
            {addressChoices(invoicingAddresses ?? [])}
          </SelectField>
        ) : null}
      </div>
    </Section>
  );
}
