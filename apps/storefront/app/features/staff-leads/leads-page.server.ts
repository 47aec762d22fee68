import { staffLeadsQuerySchema } from '@vetshop/contract';
import { data } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { page, requireStaffUser, STAFF_HEADERS } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { listLinks } from '../../ui/list-kit';
import { pagesOrLast, readListQuery } from '../../ui/list-kit/index.server';
import { STAFF_LEADS_DEFAULTS, type StaffLeadsListState } from './leads-list';

/** /staff/leads: a page of the contact requests (open ones by default), newest first, and the latest form submissions; never cached. */
export const loadStaffLeadsPage = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireStaffUser(args);
  const params = new URL(args.request.url).searchParams;
  const query = readListQuery(staffLeadsQuerySchema, params, {
    handled: 'handled',
    subject: 'subject',
    page: 'page',
  });
  const [list, options, submissions] = await Promise.all([
    bo.call('staff.leads.list', { query }),
    bo.call('leads.options'),
    // The generic forms' latest submissions, listed under the requests (few: no queue of their own).
    bo.call('staff.formSubmissions.list', { query: { page: 1, page_size: 10 } }),
  ]);
  const state: StaffLeadsListState = {
    handled: query.handled,
    subject: query.subject ?? null,
    page: query.page,
  };
  const pages = pagesOrLast(
    { page: query.page, count: list.count, pageSize: query.page_size },
    listLinks(urls.staffLeads(locale), state, STAFF_LEADS_DEFAULTS).page,
    STAFF_HEADERS,
  );
  return data(
    { list, query: state, pages, subjects: options.lead_subjects, submissions },
    { headers: STAFF_HEADERS },
  );
});
