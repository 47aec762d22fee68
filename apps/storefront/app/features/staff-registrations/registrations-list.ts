import type { RegistrationState } from '@vetshop/domain';
import type { ListMessages } from '../../ui/list-kit';

/**
 * The staff's registrations list as its URL keeps it (ui/list-kit): a state filter (none: pending first, then the
 * others) and a page. The loader reads it with the contract's schema.
 */
export type StaffRegistrationsListState = { state: RegistrationState | null; page: number };
export const STAFF_REGISTRATIONS_DEFAULTS: StaffRegistrationsListState = { state: null, page: 1 };

/** The list page's words (ui/list-kit ListPage). */
export const STAFF_REGISTRATIONS_MESSAGES: ListMessages = {
  title: 'staffRegistrations.title',
  intro: 'staffRegistrations.intro',
  empty: 'staffRegistrations.empty',
  count: 'staffRegistrations.count',
  caption: 'staffRegistrations.caption',
};
