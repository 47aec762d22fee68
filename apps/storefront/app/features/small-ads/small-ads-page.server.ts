import { mySmallAdsQuerySchema, smallAdSearchQuerySchema } from '@vetshop/contract';
import { data } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, requireUser } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { listRead, loadList } from '../../ui/list-kit/index.server';
import { SMALL_ADS_LIST_DEFAULTS } from './small-ads-list';

/** Each view reads only its own filters from the URL, with the schema of its call. */
const MINE = listRead(mySmallAdsQuerySchema, SMALL_ADS_LIST_DEFAULTS, { state: 'state', page: 'page' });
const PUBLISHED = listRead(smallAdSearchQuerySchema, SMALL_ADS_LIST_DEFAULTS, {
  category: 'category',
  region: 'region',
  page: 'page',
});

/**
 * /account/smallads: one page of the published ads (filtered by category and region) or of the buyer's own
 * (filtered by state), as the URL says. A view keeps only its own filters: the state of "my ads" never narrows
 * the published list and vice versa.
 */
export const loadSmallAdsPage = page(async (args: RouteArgs) => {
  const { bo, user, locale } = await requireUser(args);
  const params = new URL(args.request.url).searchParams;
  const base = urls.smallAds(locale);
  // A page past the end (an old bookmark, ads deleted or unpublished since) shows the last one.
  const found =
    params.get('view') === 'mine'
      ? await loadList({ read: MINE, params, base, fixed: { view: 'mine' } }, (query) =>
          bo.call('classifiedAds.mine', { query }),
        )
      : await loadList({ read: PUBLISHED, params, base }, (query) =>
          bo.call('classifiedAds.search', { query }),
        );
  return data(found, { headers: cacheControl(user) });
});
