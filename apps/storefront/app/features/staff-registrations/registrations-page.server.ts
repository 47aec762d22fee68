import { data, redirect } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { page, requireStaffUser, STAFF_HEADERS } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import {
  parseStaffRegistrationsQuery,
  STAFF_REGISTRATIONS_PAGE_SIZE,
  staffRegistrationsBackofficeQuery,
  staffRegistrationsSearch,
} from './registrations-query';

/** /staff/registrations: a page of the applications (pending first, or one state), never cached. */
export const loadStaffRegistrationsPage = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireStaffUser(args);
  const query = parseStaffRegistrationsQuery(new URL(args.request.url).searchParams);
  const list = await bo.call('staff.registrations.list', { query: staffRegistrationsBackofficeQuery(query) });
  const pages = Math.max(1, Math.ceil(list.count / STAFF_REGISTRATIONS_PAGE_SIZE));
  // A page past the end (decisions emptied the last page) shows the last one.
  if (query.page > pages && list.count > 0)
    throw redirect(
      `${urls.staffRegistrations(locale)}${staffRegistrationsSearch({ ...query, page: pages })}`,
      {
        headers: STAFF_HEADERS,
      },
    );
  return data({ list, query, pages }, { headers: STAFF_HEADERS });
});
