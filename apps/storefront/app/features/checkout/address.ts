import type { Locale } from '@vetshop/domain';
import { countryName } from '../../lib/format';

/** The parts of an address the shop displays (a customer address or an order's snapshot). */
export interface AddressLike {
  name: string;
  street: string | null;
  street2: string | null;
  zip: string | null;
  city: string | null;
  country?: { name: string } | null;
  country_code?: string | null;
  phone?: string | null;
}

/** The lines of a postal address, empty parts left out; the country by its name in the buyer's language. */
export function addressLines(a: AddressLike, locale: Locale): string[] {
  const cityLine = [a.zip, a.city].filter(Boolean).join(' ');
  const country = a.country?.name ?? (a.country_code ? countryName(a.country_code, locale) : null);
  return [a.name, a.street, a.street2, cityLine, country, a.phone].filter(
    (line): line is string => typeof line === 'string' && line.trim() !== '',
  );
}

/** One line, for a select option: "Name — Street, 5000 City". */
export function addressSummary(a: AddressLike): string {
  const place = [a.street, [a.zip, a.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return place ? `${a.name} — ${place}` : a.name;
}
