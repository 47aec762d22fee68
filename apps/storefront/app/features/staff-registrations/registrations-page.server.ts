import { staffRegistrationsQuerySchema } from '@vetshop/contract';
import { urls } from '../../lib/urls';
import { listPageLoader, listRead } from '../../ui/list-kit/index.server';
import { STAFF_REGISTRATIONS_DEFAULTS } from './registrations-list';

/** /staff/registrations: a page of the applications (pending first, or one state), never cached. */
export const loadStaffRegistrationsPage = listPageLoader(
  'staff',
  listRead(staffRegistrationsQuerySchema, STAFF_REGISTRATIONS_DEFAULTS, { state: 'state', page: 'page' }),
  urls.staffRegistrations,
  (bo, query) => bo.call('staff.registrations.list', { query }),
);
