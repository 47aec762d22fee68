import { data, redirect } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { page, requireStaffUser, STAFF_HEADERS } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import {
  parseStaffRequestsQuery,
  STAFF_REQUESTS_PAGE_SIZE,
  staffRequestsBackofficeQuery,
  staffRequestsSearch,
} from './requests-query';

/** /staff/address_requests: a page of the filtered queue (pending first), never cached. */
export const loadStaffAddressRequestsPage = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireStaffUser(args);
  const query = parseStaffRequestsQuery(new URL(args.request.url).searchParams);
  const list = await bo.call('staff.addressRequests.list', { query: staffRequestsBackofficeQuery(query) });
  const pages = Math.max(1, Math.ceil(list.count / STAFF_REQUESTS_PAGE_SIZE));
  // A page past the end (decisions emptied the last page) shows the last one.
  if (query.page > pages && list.count > 0)
    throw redirect(`${urls.staffAddressRequests(locale)}${staffRequestsSearch({ ...query, page: pages })}`, {
      headers: STAFF_HEADERS,
    });
  // The ages are counted against this clock on the server and in the browser alike (no hydration mismatch).
  return data({ list, query, pages, now: new Date().toISOString() }, { headers: STAFF_HEADERS });
});
