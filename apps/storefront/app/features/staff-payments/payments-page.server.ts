import type { PaymentProviderCode, StaffCustomerPaymentMethods } from '@vetshop/contract';
import { PAYMENT_PROVIDER_CODES } from '@vetshop/contract';
import { data, redirect } from 'react-router';
import { BackofficeError } from '../../lib/backoffice.server';
import { readForm } from '../../lib/mutation-guard.server';
import type { RouteArgs } from '../../lib/request.server';
import { page, requireStaffUser, STAFF_HEADERS } from '../../lib/request.server';
import { urls } from '../../lib/urls';

/** A customer's number as staff type it: trimmed, upper case ("c000123" finds C000123); empty is none. */
export function customerRefOf(text: string | null): string | null {
  const ref = (text ?? '').trim().toUpperCase().slice(0, 40);
  return ref === '' ? null : ref;
}

/** The methods looked up for `?customer=`: found, not found (the back office's words), or none asked. */
export type CustomerMethodsLookup =
  | { kind: 'found'; methods: StaffCustomerPaymentMethods }
  | { kind: 'not_found'; ref: string; message: string | null }
  | null;

/**
 * /staff/payments: the latest payment transactions with their order and state (decision 038), and a customer's
 * payment methods looked up by its number (`?customer=`, decision 041); never cached.
 */
export const loadStaffPaymentsPage = page(async (args: RouteArgs) => {
  const { bo } = await requireStaffUser(args);
  const query = new URL(args.request.url).searchParams;
  const ref = customerRefOf(query.get('customer'));
  const [payments, lookup] = await Promise.all([bo.call('staff.payments'), lookupMethods(bo, ref)]);
  return data({ payments, lookup, saved: query.get('saved') === '1' }, { headers: STAFF_HEADERS });
});

async function lookupMethods(
  bo: Awaited<ReturnType<typeof requireStaffUser>>['bo'],
  ref: string | null,
): Promise<CustomerMethodsLookup> {
  if (!ref) return null;
  try {
    return { kind: 'found', methods: await bo.call('staff.customerPaymentMethods', { params: { ref } }) };
  } catch (error) {
    if (error instanceof BackofficeError && (error.status === 404 || error.status === 400))
      return { kind: 'not_found', ref, message: error.body?.message ?? null };
    throw error;
  }
}

/** The providers ticked in the form, known codes only, each once. */
export function chosenProviders(form: FormData): PaymentProviderCode[] {
  const ticked = new Set(form.getAll('provider').map(String));
  return PAYMENT_PROVIDER_CODES.filter((code) => ticked.has(code));
}

export type StaffPaymentMethodsResult = { error: string | null; providers: PaymentProviderCode[] };

/** Saves the providers chosen for a customer; a refusal comes back with its message and what was ticked. */
export const staffPaymentsAction = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireStaffUser(args);
  const form = await readForm(args.request);
  const ref = customerRefOf(String(form.get('customer') ?? ''));
  if (form.get('intent') !== 'payment-methods' || !ref)
    throw data(null, { status: 400, headers: STAFF_HEADERS });
  const providers = chosenProviders(form);
  try {
    await bo.call('staff.setCustomerPaymentMethods', { params: { ref }, body: { providers } });
  } catch (error) {
    if (error instanceof BackofficeError && error.status < 500)
      return data<StaffPaymentMethodsResult>(
        { error: error.body?.message ?? null, providers },
        { status: error.status, headers: STAFF_HEADERS },
      );
    throw error;
  }
  throw redirect(`${urls.staffPayments(locale)}?customer=${encodeURIComponent(ref)}&saved=1`, {
    headers: STAFF_HEADERS,
  });
});
