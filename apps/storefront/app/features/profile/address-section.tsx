import type { Address } from '@vetshop/contract';
import { filterAddresses, mayRequestAddressDeletion, type AddressType } from '@vetshop/domain';
import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { useI18n } from '../../i18n';
import { AddressForm } from './address-form';
import type { ProfileActionResult } from './profile-page.server';

/** Past this many addresses a list gets a search box (clinics with many delivery addresses). */
export const ADDRESS_SEARCH_FROM = 5;

type Country = { id: number; name: string };

function AddressLines({ address }: { address: Address }) {
  return (
    <p className="address-lines">
      {[
        address.street,
        address.street2,
        [address.zip, address.city].filter(Boolean).join(' '),
        address.country?.name,
      ]
        .filter(Boolean)
        .map((line, i) => (
          <span key={i}>{line}</span>
        ))}
    </p>
  );
}

function DeleteRequest({ address }: { address: Address }) {
  const { t } = useI18n();
  const fetcher = useFetcher();
  const result = fetcher.data as ProfileActionResult | undefined;
  const mine = result?.intent === 'address-delete' && result.addressId === address.id ? result : null;
  if (!mayRequestAddressDeletion(address))
    return address.main ? <p className="address-note">{t('profile.addresses.deleteMain')}</p> : null;
  return (
    <fetcher.Form method="post" className="address-delete">
      <input type="hidden" name="intent" value="address-delete" />
      <input type="hidden" name="type" value={address.type} />
      <input type="hidden" name="id" value={address.id} />
      <button type="submit" className="button" disabled={fetcher.state !== 'idle' || mine?.ok === true}>
        {t('profile.addresses.delete')}
      </button>
      {mine ? (
        <p className={mine.ok ? 'notice' : 'form-error'} role="status">
          {t(mine.ok ? 'profile.addresses.deleteRequested' : 'profile.addresses.deleteFailed')}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/**
 * One list of addresses (invoicing or delivery): each with its change and deletion requests, a search box
 * (case and accents ignored) when there are many, and the form to request a new one.
 */
export function AddressSection({
  type,
  addresses,
  countries,
}: {
  type: AddressType;
  addresses: Address[];
  countries: Country[];
}) {
  const { t } = useI18n();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const shown = filterAddresses(addresses, query);
  const headingId = `addresses-${type}`;
  return (
    <section className="profile-card address-section" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {t(type === 'invoicing' ? 'profile.addresses.invoicing' : 'profile.addresses.delivery')}
      </h3>
      {addresses.length > ADDRESS_SEARCH_FROM ? (
        <div className="field address-search">
          <label htmlFor={searchId}>{t('profile.addresses.search')}</label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            aria-describedby={`${searchId}-count`}
          />
          <p id={`${searchId}-count`} className="address-search-count" role="status">
            {t('profile.addresses.searchCount', { count: shown.length })}
          </p>
        </div>
      ) : null}
      {addresses.length === 0 ? <p>{t('profile.addresses.empty')}</p> : null}
      <ul className="address-list">
        {shown.map((a) => (
          <li key={a.id} className="address-item" data-testid="address-item">
            <p className="address-name">
              <strong>{a.name}</strong>
              {a.main ? <span className="badge">{t('profile.addresses.main')}</span> : null}
            </p>
            <AddressLines address={a} />
            {a.access.update ? (
              <details className="address-edit">
                <summary>{t('profile.addresses.edit')}</summary>
                <AddressForm type={type} address={a} countries={countries} />
              </details>
            ) : null}
            <DeleteRequest address={a} />
          </li>
        ))}
      </ul>
      <details className="address-add">
        <summary>
          {t(type === 'invoicing' ? 'profile.addresses.add.invoicing' : 'profile.addresses.add.delivery')}
        </summary>
        <AddressForm type={type} address={null} countries={countries} />
      </details>
    </section>
  );
}
