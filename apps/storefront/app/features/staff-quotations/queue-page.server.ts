import { staffQuotationsQuerySchema } from '@vetshop/contract';
import { data } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { page, requireStaffUser, STAFF_HEADERS } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { listLinks } from '../../ui/list-kit';
import { pagesOrLast, readListQuery } from '../../ui/list-kit/index.server';
import { STAFF_QUEUE_DEFAULTS, type StaffQueueListState } from './queue-list';

/** /staff/quotations: the sales team's queue (requests to complete first, oldest first), never cached. */
export const loadStaffQuotationsPage = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireStaffUser(args);
  const params = new URL(args.request.url).searchParams;
  const query = readListQuery(staffQuotationsQuerySchema, params, { state: 'quotation_state', page: 'page' });
  const list = await bo.call('staff.quotations.list', { query });
  const state: StaffQueueListState = { state: query.quotation_state, page: query.page };
  const pages = pagesOrLast(
    { page: query.page, count: list.count, pageSize: query.page_size },
    listLinks(urls.staffQuotations(locale), state, STAFF_QUEUE_DEFAULTS).page,
    STAFF_HEADERS,
  );
  return data({ list, query: state, pages }, { headers: STAFF_HEADERS });
});
