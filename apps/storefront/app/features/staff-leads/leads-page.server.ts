import { staffLeadsQuerySchema } from '@vetshop/contract';
import { urls } from '../../lib/urls';
import { listPageLoader, listRead } from '../../ui/list-kit/index.server';
import { STAFF_LEADS_DEFAULTS } from './leads-list';

/** /staff/leads: a page of the contact requests (open ones by default), newest first, and the latest form submissions; never cached. */
export const loadStaffLeadsPage = listPageLoader(
  'staff',
  listRead(staffLeadsQuerySchema, STAFF_LEADS_DEFAULTS, {
    handled: 'handled',
    subject: 'subject',
    page: 'page',
  }),
  urls.staffLeads,
  (bo, query) => bo.call('staff.leads.list', { query }),
  async (bo) => {
    const [options, submissions] = await Promise.all([
      bo.call('leads.options'),
      // The generic forms' latest submissions, listed under the requests (few: no queue of their own).
      bo.call('staff.formSubmissions.list', { query: { page: 1, page_size: 10 } }),
    ]);
    return { subjects: options.lead_subjects, submissions };
  },
);
