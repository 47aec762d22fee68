import type { RegistrationState } from '@vetshop/domain';

/**
 * The staff's registrations list as its URL keeps it (ui/list-kit): a state filter (none: pending first, then the
 * others) and a page. The loader reads it with the contract's schema.
 */
export type StaffRegistrationsListState = { state: RegistrationState | null; page: number };
export const STAFF_REGISTRATIONS_DEFAULTS: StaffRegistrationsListState = { state: null, page: 1 };
