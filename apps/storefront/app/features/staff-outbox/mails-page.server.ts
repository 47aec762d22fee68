import { data, redirect } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { page, requireStaffUser, STAFF_HEADERS } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import {
  parseStaffMailsQuery,
  STAFF_MAILS_PAGE_SIZE,
  staffMailsBackofficeQuery,
  staffMailsSearch,
} from './mails-query';

/** /staff/mails: a page of the mail outbox, newest first, filtered by state and kind; never cached. */
export const loadStaffMailsPage = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireStaffUser(args);
  const query = parseStaffMailsQuery(new URL(args.request.url).searchParams);
  const list = await bo.call('staff.mails.list', { query: staffMailsBackofficeQuery(query) });
  const pages = Math.max(1, Math.ceil(list.count / STAFF_MAILS_PAGE_SIZE));
  if (query.page > pages && list.count > 0)
    throw redirect(`${urls.staffMails(locale)}${staffMailsSearch({ ...query, page: pages })}`, {
      headers: STAFF_HEADERS,
    });
  return data({ list, query, pages }, { headers: STAFF_HEADERS });
});
