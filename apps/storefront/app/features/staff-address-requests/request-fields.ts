import {
  ADDRESS_REQUEST_KINDS,
  ADDRESS_REQUEST_STATES,
  ADDRESS_TYPES,
  type AddressRequestKind,
  type AddressRequestState,
  type AddressType,
} from '@vetshop/domain';
import { labelKeys } from '../../ui/list-kit';

/** The longest reason the back office takes (contract REFUSAL_REASON_MAX; a unit test keeps them equal). */
export const REASON_MAX = 500;
/** The longest customer filter the back office takes (contract STAFF_CUSTOMER_FILTER_MAX). */
export const CUSTOMER_FILTER_MAX = 100;
/**
 * The list's state in its URL (ui/list-kit): `?state=pending&kind=update&type=delivery&customer=parc&page=2`, what
 * the GET form sends. The loader reads it with the contract's schema.
 */
export type StaffRequestsListState = {
  state: AddressRequestState | null;
  kind: AddressRequestKind | null;
  type: AddressType | null;
  customer: string;
  page: number;
};
export const STAFF_REQUESTS_DEFAULTS: StaffRequestsListState = {
  state: null,
  kind: null,
  type: null,
  customer: '',
  page: 1,
};

export const REQUEST_STATE_LABELS = labelKeys(
  ADDRESS_REQUEST_STATES,
  (s) => `staffAddressRequests.state.${s}`,
);
export const REQUEST_KIND_LABELS = labelKeys(ADDRESS_REQUEST_KINDS, (k) => `staffAddressRequests.kind.${k}`);
export const ADDRESS_TYPE_LABELS = labelKeys(ADDRESS_TYPES, (a) => `staffAddressRequests.type.${a}`);

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since a request was made (0 on its first day), measured against the loader's clock. */
export function ageInDays(createdAt: string, now: string): number {
  const ms = Date.parse(now) - Date.parse(createdAt);
  return Number.isFinite(ms) && ms > 0 ? Math.floor(ms / DAY_MS) : 0;
}

/** The refusal reason typed: trimmed; null when empty (the page says it is required and keeps the text). */
export function parseReason(raw: FormDataEntryValue | null): { value: string; reason: string | null } {
  const value = typeof raw === 'string' ? raw.slice(0, REASON_MAX * 2) : '';
  const reason = value.trim();
  return { value, reason: reason === '' || reason.length > REASON_MAX ? null : reason };
}
