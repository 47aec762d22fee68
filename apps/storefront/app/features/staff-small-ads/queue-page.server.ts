import { data, redirect } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { page, requireStaffUser, STAFF_HEADERS } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { parseStaffSmallAdsQuery, STAFF_SMALL_ADS_PAGE_SIZE, staffSmallAdsSearch } from './queue-query';

/** /staff/small-ads: a page of the ads in one state (pending first: the moderation queue), never cached. */
export const loadStaffSmallAdsPage = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireStaffUser(args);
  const query = parseStaffSmallAdsQuery(new URL(args.request.url).searchParams);
  const list = await bo.call('staff.smallAds.list', {
    query: { state: query.state, page: query.page, page_size: STAFF_SMALL_ADS_PAGE_SIZE },
  });
  const pages = Math.max(1, Math.ceil(list.total / STAFF_SMALL_ADS_PAGE_SIZE));
  // A page past the end (decisions emptied the last page) shows the last one.
  if (query.page > pages && list.total > 0)
    throw redirect(`${urls.staffSmallAds(locale)}${staffSmallAdsSearch({ ...query, page: pages })}`, {
      headers: STAFF_HEADERS,
    });
  return data({ list, query, pages }, { headers: STAFF_HEADERS });
});
