import { data, redirect } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, requireUser } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { pageCount, parsePage, parseSalesFilters, salesSearch, SALES_PAGE_SIZE } from './sales-pages';

export const loadSalesPage = page(async (args: RouteArgs) => {
  const { bo, user, locale } = await requireUser(args);
  const params = new URL(args.request.url).searchParams;
  const current = parsePage(params.get('page'));
  const filters = parseSalesFilters(params);
  const query = { page_size: SALES_PAGE_SIZE, page: current };
  // GET orders filters by channel (spec doc 2 §7) and state; without a filter the list is GET sales.
  const list =
    filters.channel || filters.state
      ? await bo.call('orders.list', {
          query: { ...query, sale_channel: filters.channel ?? undefined, state: filters.state ?? undefined },
        })
      : await bo.call('sales.list', { query });
  const pages = pageCount(list.count);
  // A page past the end (an old bookmark) shows the last one rather than an empty table.
  if (current > pages && list.count > 0)
    throw redirect(`${urls.sales(locale)}${salesSearch(filters, pages)}`);
  return data({ list, page: current, pages, filters }, { headers: cacheControl(user) });
});
