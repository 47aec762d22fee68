import { data, redirect } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { page, requireStaffUser, STAFF_HEADERS } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { parseStaffQueueQuery, STAFF_QUEUE_PAGE_SIZE, staffQueueSearch } from './queue-query';

/** /staff/quotations: the sales team's queue (requests to complete first, oldest first), never cached. */
export const loadStaffQuotationsPage = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireStaffUser(args);
  const query = parseStaffQueueQuery(new URL(args.request.url).searchParams);
  const list = await bo.call('staff.quotations.list', {
    query: { page: query.page, page_size: STAFF_QUEUE_PAGE_SIZE, quotation_state: query.state },
  });
  const pages = Math.max(1, Math.ceil(list.count / STAFF_QUEUE_PAGE_SIZE));
  if (query.page > pages && list.count > 0)
    throw redirect(`${urls.staffQuotations(locale)}${staffQueueSearch({ ...query, page: pages })}`, {
      headers: STAFF_HEADERS,
    });
  return data({ list, query, pages }, { headers: STAFF_HEADERS });
});
