import type { EndpointSpec } from './endpoint';
import {
  staffMailDetailSchema,
  staffMailListSchema,
  staffMailParamsSchema,
  staffMailsQuerySchema,
} from './mail';

/** The mail outbox's staff API (ERP, issue 10 §5; staff accounts only): the list with counts per state, one mail, a resend. */
export const mailApi = {
  'staff.mails.list': {
    method: 'GET',
    base: 'erp',
    path: '/staff/mails',
    query: staffMailsQuerySchema,
    response: staffMailListSchema,
    summary:
      'The mail outbox, newest first, filtered by state and kind, with the number of mails in each state',
    errors: [401, 403, 404, 409],
  },
  'staff.mails.get': {
    method: 'GET',
    base: 'erp',
    path: '/staff/mails/:id',
    params: staffMailParamsSchema,
    response: staffMailDetailSchema,
    summary: 'One mail: headers, text and HTML bodies, delivery state and the staff actions on it',
    errors: [401, 403, 404, 409],
  },
  /** A sent or failed mail back to pending (recorded as a staff action); 409 mail_not_resendable otherwise. */
  'staff.mails.resend': {
    method: 'POST',
    base: 'erp',
    path: '/staff/mails/:id/resend',
    params: staffMailParamsSchema,
    response: staffMailDetailSchema,
    summary:
      'Send a sent or failed mail again (back to pending, attempts from 0); 409 when pending or sending',
    errors: [401, 403, 404, 409],
  },
} as const satisfies Record<string, EndpointSpec>;
