import {
  ADDRESS_REQUEST_KINDS,
  ADDRESS_REQUEST_STATES,
  ADDRESS_TYPES,
  type AddressRequestKind,
  type AddressRequestState,
  type AddressType,
} from '@vetshop/domain';

/** The staff list's page size (the back office allows up to 100). */
export const STAFF_REQUESTS_PAGE_SIZE = 20;
/** The longest reason the back office takes (contract REFUSAL_REASON_MAX; a unit test keeps them equal). */
export const REASON_MAX = 500;
/** The longest customer filter the back office takes (contract STAFF_CUSTOMER_FILTER_MAX). */
export const CUSTOMER_FILTER_MAX = 100;
const MAX_PAGE = 10_000;

export interface StaffRequestsQuery {
  state: AddressRequestState | null;
  kind: AddressRequestKind | null;
  type: AddressType | null;
  customer: string;
  page: number;
}

const pick = <T extends string>(values: readonly T[], raw: string | null): T | null =>
  (values as readonly string[]).includes(raw ?? '') ? (raw as T) : null;

/**
 * The list's state from its URL (`?state=pending&kind=update&type=delivery&customer=parc&page=2`, what the GET
 * form sends): anything unknown is left out, never an error for a hand-edited address.
 */
export function parseStaffRequestsQuery(params: URLSearchParams): StaffRequestsQuery {
  const pageRaw = params.get('page')?.trim() ?? '';
  return {
    state: pick(ADDRESS_REQUEST_STATES, params.get('state')),
    kind: pick(ADDRESS_REQUEST_KINDS, params.get('kind')),
    type: pick(ADDRESS_TYPES, params.get('type')),
    customer: (params.get('customer') ?? '').trim().slice(0, CUSTOMER_FILTER_MAX),
    page: /^\d{1,6}$/.test(pageRaw) ? Math.min(MAX_PAGE, Math.max(1, Number(pageRaw))) : 1,
  };
}

/** The list's URL query for a state (empty filters and page 1 left out), so links and the form agree. */
export function staffRequestsSearch(q: StaffRequestsQuery): string {
  const params = new URLSearchParams();
  if (q.state) params.set('state', q.state);
  if (q.kind) params.set('kind', q.kind);
  if (q.type) params.set('type', q.type);
  if (q.customer) params.set('customer', q.customer);
  if (q.page > 1) params.set('page', String(q.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The back office's query of a state. */
export function staffRequestsBackofficeQuery(q: StaffRequestsQuery) {
  return {
    ...(q.state ? { state: q.state } : {}),
    ...(q.kind ? { kind: q.kind } : {}),
    ...(q.type ? { type: q.type } : {}),
    ...(q.customer ? { customer: q.customer } : {}),
    page: q.page,
    page_size: STAFF_REQUESTS_PAGE_SIZE,
  };
}

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
