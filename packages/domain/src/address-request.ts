import { isAddressValid } from './address';

/** Address changes are by request only (spec doc 1 §1): what a buyer asks for, and where it stands. */
export const ADDRESS_REQUEST_KINDS = ['create', 'update', 'delete'] as const;
export type AddressRequestKind = (typeof ADDRESS_REQUEST_KINDS)[number];

export const ADDRESS_REQUEST_STATES = ['pending', 'approved', 'refused'] as const;
export type AddressRequestState = (typeof ADDRESS_REQUEST_STATES)[number];

/** The transitions the provider's staff may make (ARCHITECTURE.md: state machines declared as data). */
export const ADDRESS_REQUEST_TRANSITIONS: Readonly<
  Record<AddressRequestState, readonly AddressRequestState[]>
> = {
  pending: ['approved', 'refused'],
  approved: [],
  refused: [],
};

export function canMoveAddressRequest(from: AddressRequestState, to: AddressRequestState): boolean {
  return ADDRESS_REQUEST_TRANSITIONS[from].includes(to);
}

/** The fields an address needs (spec doc 1 §5), in the order a form shows them. */
export const REQUIRED_ADDRESS_FIELDS = ['name', 'street', 'zip', 'city'] as const;
export type RequiredAddressField = (typeof REQUIRED_ADDRESS_FIELDS)[number];

/**
 * The required fields an address lacks (empty after trimming), none for a drop-off site: the form marks each
 * one. Empty exactly when `isAddressValid` holds.
 */
export function missingAddressFields(a: {
  name?: string | null;
  street?: string | null;
  zip?: string | null;
  city?: string | null;
  isDropoffSite?: boolean | null;
}): RequiredAddressField[] {
  if (isAddressValid(a)) return [];
  return REQUIRED_ADDRESS_FIELDS.filter((field) => (a[field] ?? '').trim() === '');
}

/**
 * Whether a buyer may ask to delete an address: never the main one unless the server's `access` says so
 * (spec doc 1 §5).
 */
export function mayRequestAddressDeletion(a: {
  main: boolean;
  access?: { delete: boolean } | null;
}): boolean {
  return a.access ? a.access.delete : !a.main;
}
