import { data, redirect } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, requireUser } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { pageCount, parsePage, SALES_PAGE_SIZE } from './sales-pages';

export const loadSalesPage = page(async (args: RouteArgs) => {
  const { bo, user, locale } = await requireUser(args);
  const current = parsePage(new URL(args.request.url).searchParams.get('page'));
  const list = await bo.call('sales.list', { query: { page_size: SALES_PAGE_SIZE, page: current } });
  const pages = pageCount(list.count);
  // A page past the end (an old bookmark) shows the last one rather than an empty table.
  if (current > pages && list.count > 0) throw redirect(urls.sales(locale, pages));
  return data({ list, page: current, pages }, { headers: cacheControl(user) });
});
