import { SMALL_AD_STATES, type SmallAdCategory, type SmallAdRegion } from '@vetshop/domain';
import type { ListMessages } from '../../ui/list-kit';

/**
 * The list's state in its URL (spec doc 1 §4: the list shows the buyer's own ads or every published one; ui/list-kit).
 * Published ads are filtered by category and region, the buyer's own by state; both are paginated and every filter
 * is kept through the pages (`?view=mine&state=pending&page=2`, `?category=equipment&region=WLG`). The loader reads
 * it with the contract's schema of the view's call.
 */
export const SMALL_AD_VIEWS = ['published', 'mine'] as const;
export type SmallAdView = (typeof SMALL_AD_VIEWS)[number];

export const SMALL_AD_STATE_FILTERS = ['all', ...SMALL_AD_STATES] as const;
export type SmallAdStateFilter = (typeof SMALL_AD_STATE_FILTERS)[number];

export type SmallAdsListState = {
  view: SmallAdView;
  state: SmallAdStateFilter;
  category: SmallAdCategory | 'all';
  region: SmallAdRegion | 'all';
  page: number;
};

export const SMALL_ADS_LIST_DEFAULTS: SmallAdsListState = {
  view: 'published',
  state: 'all',
  category: 'all',
  region: 'all',
  page: 1,
};

/** The list page's words (ui/list-kit ListPage): the published ads' empty state; the buyer's own have theirs. */
export const SMALL_ADS_MESSAGES: ListMessages = {
  title: 'smallAds.title',
  intro: 'smallAds.intro',
  empty: 'smallAds.emptyPublished',
  count: 'smallAds.count',
  caption: 'smallAds.caption',
};
