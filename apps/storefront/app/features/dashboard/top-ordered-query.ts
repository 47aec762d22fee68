import { TOP_ORDERED_FILTERS, type TopOrderedFilter } from '@vetshop/domain';

/** Most ordered products shown per page on the dashboard. */
export const TOP_ORDERED_PAGE_SIZE = 8;

export interface TopOrderedQuery {
  filter: TopOrderedFilter;
  page: number;
}

const isFilter = (x: string | null): x is TopOrderedFilter =>
  x !== null && (TOP_ORDERED_FILTERS as readonly string[]).includes(x);

/** `?top=meds&top_page=2` from the dashboard's URL (GET links: works without JavaScript); anything odd is the default. */
export function parseTopOrderedQuery(params: URLSearchParams): TopOrderedQuery {
  const filter = params.get('top');
  const page = Number(params.get('top_page'));
  return {
    filter: isFilter(filter) ? filter : 'all',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The dashboard's URL for a filter and page, the defaults left out; `#top-ordered` keeps the buyer at the list. */
export function topOrderedSearch(q: TopOrderedQuery): string {
  const params = new URLSearchParams();
  if (q.filter !== 'all') params.set('top', q.filter);
  if (q.page > 1) params.set('top_page', String(q.page));
  const search = params.toString();
  return `${search ? `?${search}` : ''}#top-ordered`;
}
