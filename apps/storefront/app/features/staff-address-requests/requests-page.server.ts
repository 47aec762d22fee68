import { staffAddressRequestListQuerySchema } from '@vetshop/contract';
import { urls } from '../../lib/urls';
import { listPageLoader, listRead } from '../../ui/list-kit/index.server';
import { STAFF_REQUESTS_DEFAULTS } from './request-fields';

/**
 * /staff/address_requests: a page of the filtered queue (pending first), never cached. The ages are counted
 * against the loader's clock on the server and in the browser alike (no hydration mismatch).
 */
export const loadStaffAddressRequestsPage = listPageLoader(
  'staff',
  listRead(staffAddressRequestListQuerySchema, STAFF_REQUESTS_DEFAULTS, {
    state: 'state',
    kind: 'kind',
    type: 'type',
    customer: 'customer',
    page: 'page',
  }),
  urls.staffAddressRequests,
  (bo, query) => bo.call('staff.addressRequests.list', { query }),
  () => ({ now: new Date().toISOString() }),
);
