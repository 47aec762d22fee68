import { cmsStaffListQuerySchema } from '@vetshop/contract';
import { todayIso } from '@vetshop/domain';
import { data } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { page, requireStaffUser, STAFF_HEADERS } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { listLinks } from '../../ui/list-kit';
import { pagesOrLast, readListQuery } from '../../ui/list-kit/index.server';
import { listContent } from './content-calls.server';
import { CONTENT_KINDS, contentState, isContentKind } from './content-kinds';
import { STAFF_CONTENT_DEFAULTS, type StaffContentListState } from './content-list';

/**
 * /staff/content: one kind's records (pages by default), newest change first as the back office sorts them,
 * filtered by status, a page at a time; each with its state for today (shop time), never cached.
 */
export const loadStaffContentPage = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireStaffUser(args);
  const params = new URL(args.request.url).searchParams;
  const kind = params.get('kind');
  const query = readListQuery(cmsStaffListQuerySchema, params, { status: 'status', page: 'page' });
  const state: StaffContentListState = {
    kind: isContentKind(kind) ? kind : CONTENT_KINDS[0],
    status: query.status ?? null,
    page: query.page,
  };
  const list = await listContent(bo, state.kind, query);
  const pages = pagesOrLast(
    { page: query.page, count: list.total, pageSize: query.page_size },
    listLinks(urls.staffContent(locale), state, STAFF_CONTENT_DEFAULTS).page,
    STAFF_HEADERS,
  );
  const today = todayIso();
  const items = list.items.map((i) => ({ ...i, state: contentState(i, today) }));
  return data(
    { items, total: list.total, query: state, pages, deleted: params.get('deleted') === '1' },
    { headers: STAFF_HEADERS },
  );
});
