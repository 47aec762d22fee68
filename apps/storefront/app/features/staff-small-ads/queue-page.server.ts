import { staffSmallAdsQuerySchema } from '@vetshop/contract';
import { urls } from '../../lib/urls';
import { listPageLoader, listRead } from '../../ui/list-kit/index.server';
import { STAFF_SMALL_ADS_DEFAULTS } from './queue-list';

/** /staff/small-ads: a page of the ads in one state (pending first: the moderation queue), never cached. */
export const loadStaffSmallAdsPage = listPageLoader(
  'staff',
  listRead(staffSmallAdsQuerySchema, STAFF_SMALL_ADS_DEFAULTS, { state: 'state', page: 'page' }),
  urls.staffSmallAds,
  (bo, query) => bo.call('staff.smallAds.list', { query }),
);
