import { staffRegistrationsQuerySchema } from '@vetshop/contract';
import { data } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { page, requireStaffUser, STAFF_HEADERS } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { listLinks } from '../../ui/list-kit';
import { pagesOrLast, readListQuery } from '../../ui/list-kit/index.server';
import { STAFF_REGISTRATIONS_DEFAULTS, type StaffRegistrationsListState } from './registrations-list';

/** /staff/registrations: a page of the applications (pending first, or one state), never cached. */
export const loadStaffRegistrationsPage = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireStaffUser(args);
  const params = new URL(args.request.url).searchParams;
  const query = readListQuery(staffRegistrationsQuerySchema, params, { state: 'state', page: 'page' });
  const list = await bo.call('staff.registrations.list', { query });
  const state: StaffRegistrationsListState = { state: query.state ?? null, page: query.page };
  // A page past the end (decisions emptied the last page) shows the last one.
  const pages = pagesOrLast(
    { page: query.page, count: list.count, pageSize: query.page_size },
    listLinks(urls.staffRegistrations(locale), state, STAFF_REGISTRATIONS_DEFAULTS).page,
    STAFF_HEADERS,
  );
  return data({ list, query: state, pages }, { headers: STAFF_HEADERS });
});
