import type { Address, Locale } from '@vetshop/contract';
import { isAddressValid } from '@vetshop/domain';
import type { AddressSnapshot } from '@vetshop/db';
import type { ReferenceData } from '../settings';
import type { AddressRow } from './repository';

export function toAddress(row: AddressRow, ref: ReferenceData, locale: Locale): Address {
  const country = row.countryId ? ref.countries.find((c) => c.id === row.countryId) : undefined;
  const title = row.titleId ? ref.titles.find((t) => t.id === row.titleId) : undefined;
  const state = row.stateId ? ref.states.find((s) => s.id === row.stateId) : undefined;
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    street: row.street,
    street2: row.street2,
    zip: row.zip,
    city: row.city,
    phone: row.phone,
    mobile: row.mobile,
    email: row.email,
    vat: row.vat,
    title: title ? { id: title.id, name: title.name[locale] } : null,
    country: country ? { id: country.id, code: country.code, name: country.name[locale] } : null,
    state: state ? { id: state.id, code: state.code, name: state.name[locale] } : null,
    is_company: row.isCompany,
    main: row.main,
    is_dropoff_site: row.isDropoffSite,
    vet_depot_number: row.vetDepotNumber,
    vet_subscription_number: row.vetSubscriptionNumber,
    ref: row.ref,
    valid: isAddressValid({
      id: row.id,
      name: row.name,
      street: row.street,
      zip: row.zip,
      city: row.city,
      isDropoffSite: row.isDropoffSite,
    }),
    // Changes are requested (spec §1), never made directly: these say which requests the shop accepts. A main
    // address may be changed but not deleted (spec §5: only when the server allows it, which it does not).
    access: { update: !row.isDropoffSite, delete: !row.main && !row.isDropoffSite },
  };
}

/** The address as an order keeps it: a copy, so the order still reads the same once the address changes. */
export function addressSnapshot(row: AddressRow, ref: Pick<ReferenceData, 'countries'>): AddressSnapshot {
  return {
    id: row.id,
    name: row.name,
    street: row.street,
    street2: row.street2,
    zip: row.zip,
    city: row.city,
    phone: row.phone,
    email: row.email,
    countryCode: ref.countries.find((c) => c.id === row.countryId)?.code ?? null,
    isDropoffSite: row.isDropoffSite,
  };
}
