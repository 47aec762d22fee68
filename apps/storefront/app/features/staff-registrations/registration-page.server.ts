import { MAX_ID, type ErrorBody } from '@vetshop/contract';
import { data, redirect } from 'react-router';
import { BackofficeUnavailable } from '../../lib/backoffice.server';
import { readForm } from '../../lib/mutation-guard.server';
import { parseId } from '../../lib/params';
import type { RouteArgs } from '../../lib/request.server';
import { page, requireStaffUser, STAFF_HEADERS } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import {
  approveBody,
  readApproveForm,
  refusalReason,
  type ApproveErrors,
  type ApproveProblem,
  type ApproveValues,
} from './decision-form';

function registrationId(args: RouteArgs): number {
  const id = parseId(args.params.id);
  // Beyond the back office's ids: an application that cannot exist.
  if (id === null || id > MAX_ID)
    throw data({ reason: 'not_found' }, { status: 404, headers: STAFF_HEADERS });
  return id;
}

const DECISIONS = ['approved', 'refused'] as const;

/**
 * /staff/registrations/{id}: everything the applicant sent, the decision and the history; while pending, the
 * approve form (pricelists from the back office) and the refuse form. `?decided=` is set by the action after a
 * decision, so the page announces it (and a reload does not post again).
 */
export const loadStaffRegistrationPage = page(async (args: RouteArgs) => {
  const { bo } = await requireStaffUser(args);
  const registration = await bo.call('staff.registrations.get', { params: { id: registrationId(args) } });
  const pricelists = registration.state === 'pending' ? (await bo.call('staff.pricelists')).items : [];
  const decidedRaw = new URL(args.request.url).searchParams.get('decided');
  const decided = DECISIONS.find((d) => d === decidedRaw && d === registration.state) ?? null;
  return data({ registration, pricelists, decided }, { headers: STAFF_HEADERS });
});

/** What the decision forms get back when no decision was made: everything typed is kept. */
export type StaffRegistrationDecisionResult =
  | { intent: 'approve'; values: ApproveValues; errors: ApproveErrors; error: string | null }
  | { intent: 'refuse'; reason: string; problem: ApproveProblem | null; error: string | null };

export const staffRegistrationAction = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireStaffUser(args);
  const form = await readForm(args.request);
  const id = registrationId(args);
  const intent = form.get('intent');
  const headers = STAFF_HEADERS;
  let kept: StaffRegistrationDecisionResult;
  let res: Response;
  if (intent === 'approve') {
    const values = readApproveForm(form);
    const pricelists = (await bo.call('staff.pricelists')).items.map((p) => p.id);
    const checked = approveBody(values, pricelists);
    kept = { intent, values, errors: checked.ok ? {} : checked.errors, error: null };
    if (!checked.ok) return data(kept, { status: 400, headers });
    res = await bo.send('staff.registrations.approve', { params: { id }, body: checked.body });
  } else if (intent === 'refuse') {
    const raw = form.get('reason');
    const checked = refusalReason(raw);
    const problem = 'problem' in checked ? checked.problem : null;
    kept = { intent, reason: typeof raw === 'string' ? raw : '', problem, error: null };
    if (!('reason' in checked)) return data(kept, { status: 400, headers });
    res = await bo.send('staff.registrations.refuse', { params: { id }, body: { reason: checked.reason } });
  } else throw data(null, { status: 400, headers });

  if (res.ok) {
    const decided = intent === 'approve' ? 'approved' : 'refused';
    throw redirect(`${urls.staffRegistration(locale, id)}?decided=${decided}`, { headers });
  }
  if (res.status === 404 || res.status === 403) throw data({ reason: 'not_found' }, { status: 404, headers });
  if (res.status === 503) throw new BackofficeUnavailable();
  // The back office's message is in the staff member's language: it says why (decided, login taken…).
  const body = (await res.json().catch(() => null)) as ErrorBody | null;
  return data(
    { ...kept, error: body?.message ?? null },
    { status: res.status >= 500 ? 503 : res.status, headers },
  );
});
