import { staffSmallAdsQuerySchema } from '@vetshop/contract';
import { data } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { page, requireStaffUser, STAFF_HEADERS } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { listLinks } from '../../ui/list-kit';
import { pagesOrLast, readListQuery } from '../../ui/list-kit/index.server';
import { STAFF_SMALL_ADS_DEFAULTS, type StaffSmallAdsListState } from './queue-list';

/** /staff/small-ads: a page of the ads in one state (pending first: the moderation queue), never cached. */
export const loadStaffSmallAdsPage = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireStaffUser(args);
  const params = new URL(args.request.url).searchParams;
  const query = readListQuery(staffSmallAdsQuerySchema, params, { state: 'state', page: 'page' });
  const list = await bo.call('staff.smallAds.list', { query });
  const state: StaffSmallAdsListState = { state: query.state, page: query.page };
  // A page past the end (decisions emptied the last page) shows the last one.
  const pages = pagesOrLast(
    { page: query.page, count: list.total, pageSize: query.page_size },
    listLinks(urls.staffSmallAds(locale), state, STAFF_SMALL_ADS_DEFAULTS).page,
    STAFF_HEADERS,
  );
  return data({ list, query: state, pages }, { headers: STAFF_HEADERS });
});
