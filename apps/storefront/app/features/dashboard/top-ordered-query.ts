import type { TopOrderedFilter } from '@vetshop/domain';

/** Most ordered products shown per page on the dashboard. */
export const TOP_ORDERED_PAGE_SIZE = 8;

export interface TopOrderedQuery {
  filter: TopOrderedFilter;
  page: number;
}

/** The dashboard's URL for a filter and page, the defaults left out; `#top-ordered` keeps the buyer at the list. */
export function topOrderedSearch(q: TopOrderedQuery): string {
  const params = new URLSearchParams();
  if (q.filter !== 'all') params.set('top', q.filter);
  if (q.page > 1) params.set('top_page', String(q.page));
  const search = params.toString();
  return `${search ? `?${search}` : ''}#top-ordered`;
}
