import { mySmallAdsQuerySchema, smallAdSearchQuerySchema, type SmallAdList } from '@vetshop/contract';
import { data } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, requireUser } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { listLinks } from '../../ui/list-kit';
import { pagesOrLast, readListQuery } from '../../ui/list-kit/index.server';
import { SMALL_ADS_LIST_DEFAULTS, type SmallAdsListState } from './small-ads-list';

/**
 * /account/smallads: one page of the published ads (filtered by category and region) or of the buyer's own
 * (filtered by state), as the URL says. A view keeps only its own filters: the state of "my ads" never narrows
 * the published list and vice versa.
 */
export const loadSmallAdsPage = page(async (args: RouteArgs) => {
  const { bo, user, locale } = await requireUser(args);
  const params = new URL(args.request.url).searchParams;
  const read = async (): Promise<{ state: SmallAdsListState; pageSize: number; list: SmallAdList }> => {
    if (params.get('view') === 'mine') {
      const query = readListQuery(mySmallAdsQuerySchema, params, { state: 'state', page: 'page' });
      const list = await bo.call('classifiedAds.mine', { query });
      const state = {
        ...SMALL_ADS_LIST_DEFAULTS,
        view: 'mine',
        state: query.state ?? 'all',
        page: query.page,
      } as const;
      return { state, pageSize: query.per_page, list };
    }
    const query = readListQuery(smallAdSearchQuerySchema, params, {
      category: 'category',
      region: 'region',
      page: 'page',
    });
    const list = await bo.call('classifiedAds.search', { query });
    const state: SmallAdsListState = {
      ...SMALL_ADS_LIST_DEFAULTS,
      category: query.category ?? 'all',
      region: query.region ?? 'all',
      page: query.page,
    };
    return { state, pageSize: query.page_size, list };
  };
  const { state, pageSize, list } = await read();
  // A page past the end (an old bookmark, ads deleted or unpublished since) shows the last one.
  const pages = pagesOrLast(
    { page: state.page, count: list.total, pageSize },
    listLinks(urls.smallAds(locale), state, SMALL_ADS_LIST_DEFAULTS).page,
  );
  return data({ list, query: state, pages }, { headers: cacheControl(user) });
});
