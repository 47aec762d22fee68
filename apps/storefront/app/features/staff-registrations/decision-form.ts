import { ROLES, type Role } from '@vetshop/domain';

/** The longest customer name and refusal reason the back office accepts (contract registration.ts). */
export const CUSTOMER_NAME_MAX = 120;
export const REFUSAL_REASON_MAX = 1000;

/** What staff typed in the approve form, as strings (kept to fill the form again after a refusal). */
export interface ApproveValues {
  customer_name: string;
  role: string;
  pricelist_id: string;
  can_order: boolean;
}

export type ApproveProblem = 'required' | 'too_long';
export type ApproveErrors = Partial<Record<'customer_name' | 'role' | 'pricelist_id', ApproveProblem>>;

export function readApproveForm(form: FormData): ApproveValues {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v : '';
  };
  return {
    customer_name: text('customer_name'),
    role: text('role'),
    pricelist_id: text('pricelist_id'),
    can_order: form.get('can_order') !== null,
  };
}

/** The approve form checked before the call: the body, or each field's problem. */
export function approveBody(
  v: ApproveValues,
  pricelistIds: readonly number[],
):
  | { ok: true; body: { role: Role; pricelist_id: number; customer_name: string; can_order: boolean } }
  | { ok: false; errors: ApproveErrors } {
  const errors: ApproveErrors = {};
  const name = v.customer_name.trim();
  if (name === '') errors.customer_name = 'required';
  else if ([...name].length > CUSTOMER_NAME_MAX) errors.customer_name = 'too_long';
  const role = ROLES.find((r) => r === v.role);
  if (!role) errors.role = 'required';
  const pricelistId = Number(v.pricelist_id);
  if (!pricelistIds.includes(pricelistId)) errors.pricelist_id = 'required';
  if (Object.keys(errors).length > 0 || !role) return { ok: false, errors };
  return { ok: true, body: { role, pricelist_id: pricelistId, customer_name: name, can_order: v.can_order } };
}

/** A refusal's reason: trimmed, required, not too long. */
export function refusalReason(
  raw: FormDataEntryValue | null,
): { reason: string } | { problem: ApproveProblem } {
  const reason = typeof raw === 'string' ? raw.trim() : '';
  if (reason === '') return { problem: 'required' };
  if ([...reason].length > REFUSAL_REASON_MAX) return { problem: 'too_long' };
  return { reason };
}
