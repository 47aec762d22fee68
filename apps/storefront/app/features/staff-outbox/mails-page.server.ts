import { staffMailsQuerySchema } from '@vetshop/contract';
import { urls } from '../../lib/urls';
import { listPageLoader, listRead } from '../../ui/list-kit/index.server';
import { STAFF_MAILS_DEFAULTS } from './mail-states';

/** /staff/mails: a page of the mail outbox, newest first, filtered by state and kind; never cached. */
export const loadStaffMailsPage = listPageLoader(
  'staff',
  listRead(staffMailsQuerySchema, STAFF_MAILS_DEFAULTS, { state: 'state', kind: 'kind', page: 'page' }),
  urls.staffMails,
  (bo, query) => bo.call('staff.mails.list', { query }),
);
