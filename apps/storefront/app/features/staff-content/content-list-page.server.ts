import { todayIso } from '@vetshop/domain';
import { data, redirect } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { page, requireStaffUser, STAFF_HEADERS } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { listContent } from './content-calls.server';
import { contentState } from './content-kinds';
import { parseStaffContentQuery, STAFF_CONTENT_PAGE_SIZE, staffContentSearch } from './content-query';

/**
 * /staff/content: one kind's records (pages by default), newest change first as the back office sorts them,
 * filtered by status, a page at a time; each with its state for today (shop time), never cached.
 */
export const loadStaffContentPage = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireStaffUser(args);
  const params = new URL(args.request.url).searchParams;
  const query = parseStaffContentQuery(params);
  const list = await listContent(bo, query.kind, {
    ...(query.status ? { status: query.status } : {}),
    page: query.page,
    page_size: STAFF_CONTENT_PAGE_SIZE,
  });
  const pages = Math.max(1, Math.ceil(list.total / STAFF_CONTENT_PAGE_SIZE));
  if (query.page > pages && list.total > 0)
    throw redirect(urls.staffContent(locale, staffContentSearch({ ...query, page: pages })), {
      headers: STAFF_HEADERS,
    });
  const today = todayIso();
  const items = list.items.map((i) => ({ ...i, state: contentState(i, today) }));
  return data(
    { items, total: list.total, query, pages, deleted: params.get('deleted') === '1' },
    { headers: STAFF_HEADERS },
  );
});
