import { staffQuotationsQuerySchema } from '@vetshop/contract';
import { urls } from '../../lib/urls';
import { listPageLoader, listRead } from '../../ui/list-kit/index.server';
import { STAFF_QUEUE_DEFAULTS } from './queue-list';

/** /staff/quotations: the sales team's queue (requests to complete first, oldest first), never cached. */
export const loadStaffQuotationsPage = listPageLoader(
  'staff',
  listRead(staffQuotationsQuerySchema, STAFF_QUEUE_DEFAULTS, { state: 'quotation_state', page: 'page' }),
  urls.staffQuotations,
  (bo, query) => bo.call('staff.quotations.list', { query }),
);
