import { data, redirect } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, requireUser } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import {
  pageCount,
  parseSmallAdsQuery,
  SMALL_ADS_PAGE_SIZE,
  smallAdsSearch,
  stateParam,
} from './small-ads-query';

/**
 * /account/smallads: one page of the published ads (filtered by category and region) or of the buyer's own
 * (filtered by state), as the URL says.
 */
export const loadSmallAdsPage = page(async (args: RouteArgs) => {
  const { bo, user, locale } = await requireUser(args);
  const query = parseSmallAdsQuery(new URL(args.request.url).searchParams);
  const list =
    query.view === 'mine'
      ? await bo.call('classifiedAds.mine', {
          query: { page: query.page, per_page: SMALL_ADS_PAGE_SIZE, state: stateParam(query.state) },
        })
      : await bo.call('classifiedAds.search', {
          query: {
            page: query.page,
            page_size: SMALL_ADS_PAGE_SIZE,
            category: query.category === 'all' ? undefined : query.category,
            region: query.region === 'all' ? undefined : query.region,
          },
        });
  const pages = pageCount(list.total);
  // A page past the end (an old bookmark, ads deleted or unpublished since) shows the last one.
  if (query.page > pages && list.total > 0)
    throw redirect(`${urls.smallAds(locale)}${smallAdsSearch({ ...query, page: pages })}`);
  return data({ list, query, pages }, { headers: cacheControl(user) });
});
