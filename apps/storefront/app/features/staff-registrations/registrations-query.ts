import { REGISTRATION_STATES, type RegistrationState } from '@vetshop/domain';

/** The staff's registrations list as the URL keeps it: a state filter (none: pending first, then the others). */
export interface StaffRegistrationsQuery {
  state: RegistrationState | null;
  page: number;
}

export const STAFF_REGISTRATIONS_PAGE_SIZE = 20;
const MAX_PAGE = 100_000;

export function parseStaffRegistrationsQuery(params: URLSearchParams): StaffRegistrationsQuery {
  const state = params.get('state');
  const page = Number(params.get('page') ?? '1');
  return {
    state: (REGISTRATION_STATES as readonly string[]).includes(state ?? '')
      ? (state as RegistrationState)
      : null,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The list's query string (empty for the first page without filter). */
export function staffRegistrationsSearch(q: StaffRegistrationsQuery): string {
  const params = new URLSearchParams();
  if (q.state) params.set('state', q.state);
  if (q.page > 1) params.set('page', String(q.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The back office's query for that page. */
export function staffRegistrationsBackofficeQuery(q: StaffRegistrationsQuery) {
  return {
    ...(q.state ? { state: q.state } : {}),
    page: q.page,
    page_size: STAFF_REGISTRATIONS_PAGE_SIZE,
  };
}
