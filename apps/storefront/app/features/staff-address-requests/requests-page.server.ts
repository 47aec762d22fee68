import { staffAddressRequestListQuerySchema } from '@vetshop/contract';
import { data } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { page, requireStaffUser, STAFF_HEADERS } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { listLinks } from '../../ui/list-kit';
import { pagesOrLast, readListQuery } from '../../ui/list-kit/index.server';
import { STAFF_REQUESTS_DEFAULTS, type StaffRequestsListState } from './request-fields';

/** /staff/address_requests: a page of the filtered queue (pending first), never cached. */
export const loadStaffAddressRequestsPage = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireStaffUser(args);
  const query = readListQuery(staffAddressRequestListQuerySchema, new URL(args.request.url).searchParams, {
    state: 'state',
    kind: 'kind',
    type: 'type',
    customer: 'customer',
    page: 'page',
  });
  const list = await bo.call('staff.addressRequests.list', { query });
  const { state = null, kind = null, type = null, customer = '' } = query;
  const filters: StaffRequestsListState = { state, kind, type, customer, page: query.page };
  // A page past the end (decisions emptied the last page) shows the last one.
  const pages = pagesOrLast(
    { page: query.page, count: list.count, pageSize: query.page_size },
    listLinks(urls.staffAddressRequests(locale), filters, STAFF_REQUESTS_DEFAULTS).page,
    STAFF_HEADERS,
  );
  // The ages are counted against this clock on the server and in the browser alike (no hydration mismatch).
  return data({ list, query: filters, pages, now: new Date().toISOString() }, { headers: STAFF_HEADERS });
});
