import { staffMailsQuerySchema } from '@vetshop/contract';
import { data } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { page, requireStaffUser, STAFF_HEADERS } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { listLinks } from '../../ui/list-kit';
import { pagesOrLast, readListQuery } from '../../ui/list-kit/index.server';
import { STAFF_MAILS_DEFAULTS, type StaffMailsListState } from './mail-states';

/** /staff/mails: a page of the mail outbox, newest first, filtered by state and kind; never cached. */
export const loadStaffMailsPage = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireStaffUser(args);
  const params = new URL(args.request.url).searchParams;
  const query = readListQuery(staffMailsQuerySchema, params, { state: 'state', kind: 'kind', page: 'page' });
  const list = await bo.call('staff.mails.list', { query });
  const state: StaffMailsListState = {
    state: query.state ?? null,
    kind: query.kind ?? null,
    page: query.page,
  };
  const pages = pagesOrLast(
    { page: query.page, count: list.count, pageSize: query.page_size },
    listLinks(urls.staffMails(locale), state, STAFF_MAILS_DEFAULTS).page,
    STAFF_HEADERS,
  );
  return data({ list, query: state, pages }, { headers: STAFF_HEADERS });
});
