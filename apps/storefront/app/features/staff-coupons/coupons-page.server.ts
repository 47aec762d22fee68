import type { ErrorBody, StaffCoupon, StaffCouponCreate } from '@vetshop/contract';
import { data, redirect } from 'react-router';
import { BackofficeUnavailable } from '../../lib/backoffice.server';
import { readForm } from '../../lib/mutation-guard.server';
import { page, requireStaffUser, STAFF_HEADERS, type RouteArgs } from '../../lib/request.server';
import { urls } from '../../lib/urls';

/** /staff/coupons: every promotion code with its status today; a new one; ending one. */
export const loadStaffCouponsPage = page(async (args: RouteArgs) => {
  const { bo } = await requireStaffUser(args);
  const { rows } = await bo.call('staff.coupons.list');
  const query = new URL(args.request.url).searchParams;
  return data({ rows, created: query.get('created'), ended: query.get('ended') }, { headers: STAFF_HEADERS });
});

/** What was typed, sent back with a refusal so that nothing is lost. */
export type StaffCouponForm = Record<(typeof FIELDS)[number], string>;
const FIELDS = [
  'code',
  'kind',
  'percent',
  'amount',
  'free_product_sku',
  'free_qty',
  'min_order',
  'starts_on',
  'ends_on',
  'per_customer_limit',
  'total_limit',
] as const;

export type StaffCouponResult = { problem: 'failed'; error: string | null; form: StaffCouponForm };

/** A number as typed in fr/nl/en ("12,5" or "12.5"); empty = absent; anything else NaN (the back office refuses it). */
function numberOf(text: string): number | null {
  const t = text.trim().replace(',', '.');
  return t === '' ? null : Number(t);
}

/** The create form as the back office's body: only what was filled in. */
export function couponBody(form: StaffCouponForm): StaffCouponCreate {
  const kind = (['percent', 'amount', 'free_product'] as const).find((k) => k === form.kind) ?? 'percent';
  const n = (key: keyof StaffCouponForm) => numberOf(form[key]);
  const body: StaffCouponCreate = { code: form.code, kind };
  if (kind === 'percent') body.percent = n('percent');
  if (kind === 'amount') body.amount = n('amount');
  if (kind === 'free_product') {
    body.free_product_sku = form.free_product_sku.trim() || null;
    body.free_qty = n('free_qty') ?? 1;
  }
  const min = n('min_order');
  if (min !== null) body.min_order = min;
  if (form.starts_on) body.starts_on = form.starts_on;
  if (form.ends_on) body.ends_on = form.ends_on;
  body.per_customer_limit = n('per_customer_limit');
  body.total_limit = n('total_limit');
  return body;
}

export const staffCouponsAction = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireStaffUser(args);
  const form = await readForm(args.request);
  const headers = STAFF_HEADERS;
  const intent = form.get('intent');
  if (intent === 'end') {
    const id = Number(form.get('id'));
    if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 400, headers });
    const res = await bo.send('staff.coupons.end', { params: { id } });
    if (res.status === 503) throw new BackofficeUnavailable();
    if (!res.ok) throw data({ reason: 'not_found' }, { status: 404, headers });
    const ended = (await res.json()) as StaffCoupon;
    throw redirect(`${urls.staffCoupons(locale)}?ended=${encodeURIComponent(ended.code)}`, { headers });
  }
  if (intent !== 'create') throw data(null, { status: 400, headers });
  const typed = Object.fromEntries(
    FIELDS.map((f) => [f, String(form.get(f) ?? '').slice(0, 200)]),
  ) as StaffCouponForm;
  const res = await bo.send('staff.coupons.create', { body: couponBody(typed) });
  if (res.ok) {
    const created = (await res.json()) as StaffCoupon;
    throw redirect(`${urls.staffCoupons(locale)}?created=${encodeURIComponent(created.code)}`, { headers });
  }
  if (res.status === 503) throw new BackofficeUnavailable();
  // The back office says why in the staff member's language (a taken code, a field not valid).
  const body = (await res.json().catch(() => null)) as ErrorBody | null;
  const error = [body?.message, ...(body?.fields ?? []).map((f) => f.message)].filter(Boolean).join(' ');
  return data({ problem: 'failed', error: error || null, form: typed } satisfies StaffCouponResult, {
    status: res.status >= 500 ? 503 : 400,
    headers,
  });
});
