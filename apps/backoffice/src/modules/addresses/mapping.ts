import type { AddressRequest, Locale } from '@vetshop/contract';
import type { AddressRequestPayload } from '@vetshop/db';
import { toAddress, type AddressRow } from '../customer';
import type { ReferenceData } from '../settings';
import type { AddressRequestRow } from './repository';

function payloadOf(
  p: AddressRequestPayload | null,
  ref: ReferenceData,
  locale: Locale,
): AddressRequest['payload'] {
  if (!p) return null;
  const country = p.countryId ? ref.countries.find((c) => c.id === p.countryId) : undefined;
  return {
    name: p.name,
    street: p.street,
    street2: p.street2,
    zip: p.zip,
    city: p.city,
    phone: p.phone,
    country: country ? { id: country.id, code: country.code, name: country.name[locale] } : null,
    main: p.main,
  };
}

export function toAddressRequest(
  row: AddressRequestRow,
  address: AddressRow | undefined,
  ref: ReferenceData,
  locale: Locale,
): AddressRequest {
  return {
    id: row.id,
    type: row.type,
    kind: row.kind,
    address_id: row.addressId,
    address: address ? toAddress(address, ref, locale) : null,
    payload: payloadOf(row.payload, ref, locale),
    state: row.state,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}
