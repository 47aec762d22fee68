import {
  SMALL_AD_CATEGORIES,
  SMALL_AD_REGIONS,
  SMALL_AD_STATES,
  type SmallAdCategory,
  type SmallAdRegion,
  type SmallAdState,
} from '@vetshop/domain';

/**
 * The list's URL state (spec doc 1 §4: the list shows the buyer's own ads or every published one). Published
 * ads are filtered by category and region, the buyer's own by state; both are paginated and every filter is
 * kept through the pages (`?view=mine&state=pending&page=2`, `?category=equipment&region=WLG`).
 */
export const SMALL_AD_VIEWS = ['published', 'mine'] as const;
export type SmallAdView = (typeof SMALL_AD_VIEWS)[number];

export const SMALL_AD_STATE_FILTERS = ['all', ...SMALL_AD_STATES] as const;
export type SmallAdStateFilter = (typeof SMALL_AD_STATE_FILTERS)[number];

/** Ads a page of the list (the quotations' reading: ten rows fit a screen). */
export const SMALL_ADS_PAGE_SIZE = 10;
const MAX_PAGE = 10_000;

export interface SmallAdsQuery {
  view: SmallAdView;
  state: SmallAdStateFilter;
  category: SmallAdCategory | 'all';
  region: SmallAdRegion | 'all';
  page: number;
}

function oneOf<T extends string>(list: readonly T[], raw: string | null): T | null {
  return raw !== null && (list as readonly string[]).includes(raw) ? (raw as T) : null;
}

/** The list's state from its URL: anything unknown falls back to the first page of the published ads. */
export function parseSmallAdsQuery(params: URLSearchParams): SmallAdsQuery {
  const view = oneOf(SMALL_AD_VIEWS, params.get('view')) ?? 'published';
  const pageRaw = params.get('page')?.trim() ?? '';
  const page = /^\d{1,6}$/.test(pageRaw) ? Math.min(MAX_PAGE, Math.max(1, Number(pageRaw))) : 1;
  // A view keeps only its own filters: the state of "my ads" never narrows the published list and vice versa.
  return view === 'mine'
    ? {
        view,
        state: oneOf(SMALL_AD_STATE_FILTERS, params.get('state')) ?? 'all',
        category: 'all',
        region: 'all',
        page,
      }
    : {
        view,
        state: 'all',
        category: oneOf(SMALL_AD_CATEGORIES, params.get('category')) ?? 'all',
        region: oneOf(SMALL_AD_REGIONS, params.get('region')) ?? 'all',
        page,
      };
}

/** The list's query string (defaults left out), so filter links, page links and the parsed URL agree. */
export function smallAdsSearch(q: SmallAdsQuery): string {
  const params = new URLSearchParams();
  if (q.view !== 'published') params.set('view', q.view);
  if (q.view === 'mine' && q.state !== 'all') params.set('state', q.state);
  if (q.view === 'published' && q.category !== 'all') params.set('category', q.category);
  if (q.view === 'published' && q.region !== 'all') params.set('region', q.region);
  if (q.page > 1) params.set('page', String(q.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The back office's state filter of "my ads" (none for every state). */
export function stateParam(filter: SmallAdStateFilter): SmallAdState | undefined {
  return filter === 'all' ? undefined : filter;
}

/** The number of pages of `count` ads (at least one, so an empty list is page 1 of 1). */
export function pageCount(count: number, pageSize: number = SMALL_ADS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
