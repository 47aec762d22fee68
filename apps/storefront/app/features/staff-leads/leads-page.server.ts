import { data, redirect } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { page, requireStaffUser, STAFF_HEADERS } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { parseStaffLeadsQuery, STAFF_LEADS_PAGE_SIZE, staffLeadsSearch } from './leads-query';

/** /staff/leads: a page of the contact requests (open ones by default), newest first, and the latest form submissions; never cached. */
export const loadStaffLeadsPage = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireStaffUser(args);
  const query = parseStaffLeadsQuery(new URL(args.request.url).searchParams);
  const [list, options, submissions] = await Promise.all([
    bo.call('staff.leads.list', {
      query: {
        handled: query.handled,
        subject: query.subject ?? undefined,
        page: query.page,
        page_size: STAFF_LEADS_PAGE_SIZE,
      },
    }),
    bo.call('leads.options'),
    // The generic forms' latest submissions, listed under the requests (few: no queue of their own).
    bo.call('staff.formSubmissions.list', { query: { page: 1, page_size: 10 } }),
  ]);
  const pages = Math.max(1, Math.ceil(list.count / STAFF_LEADS_PAGE_SIZE));
  if (query.page > pages && list.count > 0)
    throw redirect(`${urls.staffLeads(locale)}${staffLeadsSearch({ ...query, page: pages })}`, {
      headers: STAFF_HEADERS,
    });
  return data(
    { list, query, pages, subjects: options.lead_subjects, submissions },
    { headers: STAFF_HEADERS },
  );
});
