import { cmsStaffListQuerySchema } from '@vetshop/contract';
import { todayIso } from '@vetshop/domain';
import { data } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { page, requireStaffUser, STAFF_HEADERS } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { listRead, loadList } from '../../ui/list-kit/index.server';
import { listContent } from './content-calls.server';
import { CONTENT_KINDS, contentState, isContentKind } from './content-kinds';
import { STAFF_CONTENT_DEFAULTS } from './content-list';

/** The status and the page are read with the contract's schema; the kind with the editor's list of kinds. */
const CONTENT_LIST = listRead(cmsStaffListQuerySchema, STAFF_CONTENT_DEFAULTS, {
  status: 'status',
  page: 'page',
});

/**
 * /staff/content: one kind's records (pages by default), newest change first as the back office sorts them,
 * filtered by status, a page at a time; each with its state for today (shop time), never cached.
 */
export const loadStaffContentPage = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireStaffUser(args);
  const params = new URL(args.request.url).searchParams;
  const kind = params.get('kind');
  const listed = { read: CONTENT_LIST, params, base: urls.staffContent(locale) };
  const { list, query, pages } = await loadList(
    { ...listed, fixed: { kind: isContentKind(kind) ? kind : CONTENT_KINDS[0] } },
    (q, state) => listContent(bo, state.kind, q),
    STAFF_HEADERS,
  );
  const today = todayIso();
  const items = list.items.map((i) => ({ ...i, state: contentState(i, today) }));
  return data(
    { list: { items, total: list.total }, query, pages, deleted: params.get('deleted') === '1' },
    { headers: STAFF_HEADERS },
  );
});
