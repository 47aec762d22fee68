import type { Address } from '@vetshop/contract';
import { useI18n } from '../../i18n';
import { addressSummary } from './address';
import { AddressBlock } from './address-block';
import { SelectField, Section, type CheckoutSectionProps } from './checkout-field';

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
        <SelectField name="delivery_address_id" label={t('cart.checkout.deliveryAddress')} {...fields}>
          {addressChoices(deliveryAddresses)}
        </SelectField>
      ) : (
        <>
          <p className="notice notice-warning">{t('cart.checkout.addressesUnavailable')}</p>
          <input type="hidden" name="delivery_address_id" value={values.delivery_address_id} />
        </>
      )}
      {!addressesValid ? <p className="notice notice-warning">{t('cart.checkout.addressesInvalid')}</p> : null}

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
