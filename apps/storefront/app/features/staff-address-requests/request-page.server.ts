import { MAX_ID, type ErrorBody } from '@vetshop/contract';
import { data, redirect } from 'react-router';
import { BackofficeUnavailable } from '../../lib/backoffice.server';
import { readForm } from '../../lib/mutation-guard.server';
import { parseId } from '../../lib/params';
import type { RouteArgs } from '../../lib/request.server';
import { page, requireStaffUser, STAFF_HEADERS } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { parseReason } from './request-fields';

function requestId(args: RouteArgs): number {
  const id = parseId(args.params.id);
  // Beyond the back office's ids (PostgreSQL integer): a request that cannot exist.
  if (id === null || id > MAX_ID)
    throw data({ reason: 'not_found' }, { status: 404, headers: STAFF_HEADERS });
  return id;
}

const DECISIONS = ['approved', 'refused'] as const;

/**
 * /staff/address_requests/{id}: the request (customer, the address as it is now, the values asked for), its
 * history and, while pending, the decision forms. `?decided=` is set by the action after a decision, so the
 * page announces it (and a reload does not post again).
 */
export const loadStaffAddressRequestPage = page(async (args: RouteArgs) => {
  const { bo } = await requireStaffUser(args);
  const request = await bo.call('staff.addressRequests.get', { params: { id: requestId(args) } });
  const decidedRaw = new URL(args.request.url).searchParams.get('decided');
  const decided = DECISIONS.find((d) => d === decidedRaw && d === request.state) ?? null;
  return data({ request, decided }, { headers: STAFF_HEADERS });
});

/** What the decision forms get back when the decision was not made: the reason typed is kept. */
export type StaffDecisionResult =
  | { problem: 'reason_required' | 'reason_too_long'; reason: string }
  | { problem: 'failed'; reason: string; error: string | null };

export const staffAddressRequestAction = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireStaffUser(args);
  const form = await readForm(args.request);
  const id = requestId(args);
  const intent = form.get('intent');
  const typed = parseReason(form.get('reason'));
  const headers = STAFF_HEADERS;
  if (intent !== 'approve' && intent !== 'refuse') throw data(null, { status: 400, headers });
  if (intent === 'refuse' && typed.reason === null) {
    const problem = typed.value.trim() === '' ? 'reason_required' : 'reason_too_long';
    return data({ problem, reason: typed.value } satisfies StaffDecisionResult, { status: 400, headers });
  }
  const res =
    intent === 'approve'
      ? await bo.send('staff.addressRequests.approve', { params: { id } })
      : await bo.send('staff.addressRequests.refuse', { params: { id }, body: { reason: typed.reason! } });
  if (res.ok) {
    const decided = intent === 'approve' ? 'approved' : 'refused';
    throw redirect(`${urls.staffAddressRequest(locale, id)}?decided=${decided}`, { headers });
  }
  if (res.status === 404 || res.status === 403) throw data({ reason: 'not_found' }, { status: 404, headers });
  if (res.status === 503) throw new BackofficeUnavailable();
  // The back office's message is in the staff member's language (Accept-Language): it says why (e.g. decided).
  const body = (await res.json().catch(() => null)) as ErrorBody | null;
  return data(
    { problem: 'failed', reason: typed.value, error: body?.message ?? null } satisfies StaffDecisionResult,
    { status: res.status >= 500 ? 503 : res.status, headers },
  );
});
