import type { Address } from '@vetshop/contract';
import type { AddressType } from '@vetshop/domain';
import { useFetcher } from 'react-router';
import { useI18n, type MessageKey } from '../../i18n';
import type { AddressFieldError, AddressFormValues } from './profile-form';
import type { ProfileActionResult } from './profile-page.server';

type Country = { id: number; name: string };

const FIELDS: {
  name: keyof AddressFormValues;
  label: MessageKey;
  autoComplete: string;
  required: boolean;
}[] = [
  { name: 'name', label: 'profile.address.name', autoComplete: 'organization', required: true },
  { name: 'street', label: 'profile.address.street', autoComplete: 'address-line1', required: true },
  { name: 'street2', label: 'profile.address.street2', autoComplete: 'address-line2', required: false },
  { name: 'zip', label: 'profile.address.zip', autoComplete: 'postal-code', required: true },
  { name: 'city', label: 'profile.address.city', autoComplete: 'address-level2', required: true },
  { name: 'phone', label: 'profile.address.phone', autoComplete: 'tel', required: false },
];

function initialValues(address: Address | null): AddressFormValues {
  return {
    name: address?.name ?? '',
    street: address?.street ?? '',
    street2: address?.street2 ?? '',
    zip: address?.zip ?? '',
    city: address?.city ?? '',
    phone: address?.phone ?? '',
    country_id: address?.country ? String(address.country.id) : '',
  };
}

/**
 * A request for a new address or a change of one (sent to the back office as a pending request). After a
 * refusal the form shows what the buyer typed, each faulty field marked and explained; after success it
 * says the request was sent (the list of requests below shows it).
 */
export function AddressForm({
  type,
  address,
  countries,
}: {
  type: AddressType;
  address: Address | null;
  countries: Country[];
}) {
  const { t } = useI18n();
  const fetcher = useFetcher();
  const formKey = address ? `address-${address.id}` : `new-${type}`;
  const result = fetcher.data as ProfileActionResult | undefined;
  const mine = result?.intent === 'address' && result.formKey === formKey ? result : null;
  const failed = mine && !mine.ok ? mine : null;
  const values = failed?.values ?? initialValues(address);
  const errors: AddressFieldError[] = failed?.errors ?? [];
  const idOf = (field: string) => `${formKey}-${field}`;
  const errorOf = (field: AddressFieldError): MessageKey | null =>
    errors.includes(field)
      ? field === 'country_id'
        ? 'profile.address.error.country'
        : 'profile.address.error.required'
      : null;
  // A new form after success: the request is listed below, the fields start again from the address.
  const generation = mine?.ok ? 'sent' : 'editing';
  return (
    <fetcher.Form method="post" className="form address-form" noValidate key={generation}>
      <input type="hidden" name="intent" value="address" />
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="form_key" value={formKey} />
      {address ? <input type="hidden" name="id" value={address.id} /> : null}
      {mine?.ok ? (
        <p className="notice" role="status">
          {t('profile.address.sent')}
        </p>
      ) : null}
      {failed ? (
        <p className="form-error" role="alert">
          {t(
            failed.problem === 'invalid'
              ? 'profile.address.error.invalid'
              : failed.problem === 'not_found'
                ? 'profile.address.error.notFound'
                : 'profile.address.error.technical',
          )}
        </p>
      ) : null}
      {FIELDS.map((f) => {
        const error = f.name === 'street2' || f.name === 'phone' ? null : errorOf(f.name);
        return (
          <div className="field" key={f.name}>
            <label htmlFor={idOf(f.name)}>
              {t(f.label)}
              {f.required ? <span aria-hidden="true"> *</span> : null}
            </label>
            <input
              id={idOf(f.name)}
              name={f.name}
              type={f.name === 'phone' ? 'tel' : 'text'}
              autoComplete={f.autoComplete}
              required={f.required}
              maxLength={f.name === 'zip' ? 20 : 120}
              defaultValue={values[f.name]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${idOf(f.name)}-error` : undefined}
            />
            {error ? (
              <p className="field-error" id={`${idOf(f.name)}-error`}>
                {t(error)}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className="field">
        <label htmlFor={idOf('country_id')}>
          {t('profile.address.country')}
          <span aria-hidden="true"> *</span>
        </label>
        <select
          id={idOf('country_id')}
          name="country_id"
          required
          defaultValue={values.country_id}
          aria-invalid={errorOf('country_id') ? true : undefined}
          aria-describedby={errorOf('country_id') ? `${idOf('country_id')}-error` : undefined}
        >
          <option value="">{t('profile.address.chooseCountry')}</option>
          {countries.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        {errorOf('country_id') ? (
          <p className="field-error" id={`${idOf('country_id')}-error`}>
            {t('profile.address.error.country')}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button-primary" disabled={fetcher.state !== 'idle'}>
        {t('profile.address.submit')}
      </button>
    </fetcher.Form>
  );
}
