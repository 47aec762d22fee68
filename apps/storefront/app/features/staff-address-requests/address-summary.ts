import type { StaffAddressRequest } from '@vetshop/contract';

type Fields = NonNullable<StaffAddressRequest['payload']> | NonNullable<StaffAddressRequest['address']>;

/** One line of an address for the list: name, street, postcode and town, country. */
export function addressLine(a: Fields | null): string {
  if (!a) return '';
  return [a.name, a.street, [a.zip, a.city].filter(Boolean).join(' '), a.country?.name]
    .filter(Boolean)
    .join(', ');
}

/** The rows compared side by side on a request's page, each as text (empty when not given). */
export const COMPARED_FIELDS = ['name', 'street', 'street2', 'zipCity', 'country', 'phone', 'main'] as const;
export type ComparedField = (typeof COMPARED_FIELDS)[number];

export function fieldText(a: Fields | null, field: ComparedField, yesNo: (b: boolean) => string): string {
  if (!a) return '';
  switch (field) {
    case 'zipCity':
      return [a.zip, a.city].filter(Boolean).join(' ');
    case 'country':
      return a.country?.name ?? '';
    case 'main':
      return yesNo(a.main);
    default:
      return a[field] ?? '';
  }
}
