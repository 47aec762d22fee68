import { MAX_ID, type ErrorBody } from '@vetshop/contract';
import { smallAdRefusalReason } from '@vetshop/domain';
import { data, redirect } from 'react-router';
import { BackofficeUnavailable } from '../../lib/backoffice.server';
import { readForm } from '../../lib/mutation-guard.server';
import { parseId } from '../../lib/params';
import type { RouteArgs } from '../../lib/request.server';
import { page, requireStaffUser, STAFF_HEADERS } from '../../lib/request.server';
import { urls } from '../../lib/urls';

function adId(args: RouteArgs): number {
  const id = parseId(args.params.id);
  if (id === null || id > MAX_ID)
    throw data({ reason: 'not_found' }, { status: 404, headers: STAFF_HEADERS });
  return id;
}

const DECISIONS = ['published', 'refused'] as const;
export type StaffSmallAdDecision = (typeof DECISIONS)[number];

/**
 * /staff/small-ads/{id}: the ad, its author and customer, its PDF, its history and, while pending, publish and
 * refuse. `?decided=` is set by the action after a decision (announced once; a reload does not post again);
 * `?refuse=1` is the refusal's form as a page of its own (the dialog's opener, for a browser without JavaScript).
 */
export const loadStaffSmallAdPage = page(async (args: RouteArgs) => {
  const { bo } = await requireStaffUser(args);
  const ad = await bo.call('staff.smallAds.get', { params: { id: adId(args) } });
  const search = new URL(args.request.url).searchParams;
  const decidedRaw = search.get('decided');
  const decided = DECISIONS.find((d) => d === decidedRaw) ?? null;
  const refusing = search.get('refuse') === '1' && ad.state === 'pending';
  return data({ ad, decided, refusing }, { headers: STAFF_HEADERS });
});

/** What the decision forms get back when the decision was not made: the reason typed is kept. */
export type StaffSmallAdResult =
  | { problem: 'reason_required' | 'reason_too_long'; reason: string }
  | { problem: 'failed'; reason: string; error: string | null };

export const staffSmallAdAction = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireStaffUser(args);
  const form = await readForm(args.request);
  const id = adId(args);
  const intent = form.get('intent');
  const headers = STAFF_HEADERS;
  const typed = String(form.get('reason') ?? '').slice(0, 5_000);
  if (intent !== 'publish' && intent !== 'refuse') throw data(null, { status: 400, headers });
  let res: Response;
  if (intent === 'refuse') {
    const checked = smallAdRefusalReason(typed);
    if (!checked.ok)
      return data(
        {
          problem: checked.problem === 'required' ? 'reason_required' : 'reason_too_long',
          reason: typed,
        } satisfies StaffSmallAdResult,
        { status: 400, headers },
      );
    res = await bo.send('staff.smallAds.refuse', { params: { id }, body: { reason: checked.reason } });
  } else {
    res = await bo.send('staff.smallAds.publish', { params: { id } });
  }
  if (res.ok) {
    const decided: StaffSmallAdDecision = intent === 'publish' ? 'published' : 'refused';
    throw redirect(`${urls.staffSmallAd(locale, id)}?decided=${decided}`, { headers });
  }
  if (res.status === 404 || res.status === 403) throw data({ reason: 'not_found' }, { status: 404, headers });
  if (res.status === 503) throw new BackofficeUnavailable();
  // The back office's message is in the staff member's language (Accept-Language): it says why (e.g. decided).
  const body = (await res.json().catch(() => null)) as ErrorBody | null;
  return data(
    { problem: 'failed', reason: typed, error: body?.message ?? null } satisfies StaffSmallAdResult,
    { status: res.status >= 500 ? 503 : res.status, headers },
  );
});
