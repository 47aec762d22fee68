import { MAX_ID, type ErrorBody } from '@vetshop/contract';
import { data, redirect } from 'react-router';
import { BackofficeError, BackofficeUnavailable } from '../../lib/backoffice.server';
import { readForm } from '../../lib/mutation-guard.server';
import { parseId } from '../../lib/params';
import type { RouteArgs } from '../../lib/request.server';
import { page, requireStaffUser, STAFF_HEADERS } from '../../lib/request.server';
import { urls } from '../../lib/urls';

function mailId(args: RouteArgs): number {
  const id = parseId(args.params.id);
  // Beyond the back office's ids (PostgreSQL integer): a mail that cannot exist.
  if (id === null || id > MAX_ID)
    throw data({ reason: 'not_found' }, { status: 404, headers: STAFF_HEADERS });
  return id;
}

/**
 * /staff/mails/{id}: one mail as sent (headers, text, the HTML in a sandboxed frame), its history and the
 * resend. `?resent=1` is set by the action after a resend, so the page announces it (a reload posts nothing).
 */
export const loadStaffMailPage = page(async (args: RouteArgs) => {
  const { bo } = await requireStaffUser(args);
  const mail = await bo.call('staff.mails.get', { params: { id: mailId(args) } });
  const resent = new URL(args.request.url).searchParams.get('resent') === '1';
  return data({ mail, resent }, { headers: STAFF_HEADERS });
});

/** What the resend form gets back when the mail was not put back in the queue: the back office's reason. */
export interface StaffResendProblem {
  problem: 'failed';
  error: string | null;
}

export const staffMailAction = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireStaffUser(args);
  const form = await readForm(args.request);
  const id = mailId(args);
  const headers = STAFF_HEADERS;
  if (form.get('intent') !== 'resend') throw data(null, { status: 400, headers });
  const res = await bo.send('staff.mails.resend', { params: { id } });
  if (res.ok) throw redirect(`${urls.staffMail(locale, id)}?resent=1`, { headers });
  if (res.status === 404 || res.status === 403) throw data({ reason: 'not_found' }, { status: 404, headers });
  if (res.status === 503) throw new BackofficeUnavailable();
  // The back office's message is in the staff member's language (Accept-Language): it says why (already queued).
  const body = (await res.json().catch(() => null)) as ErrorBody | null;
  return data({ problem: 'failed', error: body?.message ?? null } satisfies StaffResendProblem, {
    status: res.status >= 500 ? 503 : res.status,
    headers,
  });
});

/**
 * /staff/mails/{id}/preview: the mail's HTML alone, framed by the mail's page. Its own CSP (security-headers.js,
 * MAIL_PREVIEW_PATH) lets the mail's inline styles apply and nothing else run or load.
 */
export const loadStaffMailPreview = page(async (args: RouteArgs) => {
  const { bo } = await requireStaffUser(args);
  const mail = await bo.call('staff.mails.get', { params: { id: mailId(args) } }).catch((error: unknown) => {
    // A resource route has no page headers to fall back on: its 404 says itself never to be stored.
    if (error instanceof BackofficeError && (error.status === 404 || error.status === 403))
      throw data({ reason: 'not_found' }, { status: 404, headers: STAFF_HEADERS });
    throw error;
  });
  return new Response(mail.html, {
    headers: { ...STAFF_HEADERS, 'Content-Type': 'text/html; charset=utf-8' },
  });
});
