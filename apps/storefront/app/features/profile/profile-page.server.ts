import type { AddressInput, ErrorBody } from '@vetshop/contract';
import { ADDRESS_TYPES, type AddressType } from '@vetshop/domain';
import { data } from 'react-router';
import { BackofficeUnavailable } from '../../lib/backoffice.server';
import { readForm } from '../../lib/mutation-guard.server';
import { referenceLists } from '../../lib/reference-lists.server';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, requireUser } from '../../lib/request.server';
import {
  addressErrorsFromPaths,
  addressFormErrors,
  passwordFormErrors,
  readAddressForm,
  type AddressFieldError,
  type AddressFormValues,
  type PasswordError,
} from './profile-form';

export const loadProfilePage = page(async (args: RouteArgs) => {
  const { bo, user, locale } = await requireUser(args);
  const [customer, groups, invoicing, delivery, requests, settings] = await Promise.all([
    bo.call('customer.get'),
    bo.call('customer.vetGroups'),
    bo.call('addresses.invoicing'),
    bo.call('addresses.delivery'),
    bo.call('addresses.requests'),
    referenceLists(bo, locale),
  ]);
  return data(
    {
      customer: customer.data,
      login: user.login,
      groups: groups.data,
      addresses: { invoicing: invoicing.items, delivery: delivery.items },
      requests: requests.items,
      countries: settings.countries,
    },
    { headers: cacheControl(user) },
  );
});

/** What each form of the page gets back: its own intent, so only that form shows the outcome. */
export type ProfileActionResult =
  | { intent: 'newsletter'; ok: boolean; optOut?: boolean }
  | { intent: 'password'; ok: true; closedSessions: number }
  | { intent: 'password'; ok: false; errors: PasswordError[] }
  | { intent: 'address'; ok: true; formKey: string }
  | {
      intent: 'address';
      ok: false;
      formKey: string;
      values: AddressFormValues;
      errors: AddressFieldError[];
      problem: 'invalid' | 'technical' | 'not_found';
    }
  | { intent: 'address-delete'; ok: boolean; addressId: number; problem?: 'main' | 'technical' };

const isAddressType = (x: unknown): x is AddressType =>
  typeof x === 'string' && (ADDRESS_TYPES as readonly string[]).includes(x);

async function errorBody(res: Response): Promise<ErrorBody | null> {
  return (await res.json().catch(() => null)) as ErrorBody | null;
}

export const profilePageAction = page(async (args: RouteArgs) => {
  const { bo, user, locale } = await requireUser(args);
  const form = await readForm(args.request);
  const intent = form.get('intent');

  if (intent === 'newsletter') {
    const optOut = form.get('subscribed') !== 'on';
    const res = await bo.send('customer.setOptOut', { body: { opt_out: optOut } });
    const result: ProfileActionResult = { intent, ok: res.ok, optOut };
    return data(result, { status: res.ok ? 200 : res.status });
  }

  if (intent === 'password') {
    const current = String(form.get('current_password') ?? '');
    const next = String(form.get('new_password') ?? '');
    const confirm = String(form.get('confirm_password') ?? '');
    const errors = passwordFormErrors(current, next, confirm, user.login);
    const refuse = (e: PasswordError[], status: number) =>
      data({ intent, ok: false, errors: e } satisfies ProfileActionResult, { status });
    if (errors.length > 0) return refuse(errors, 400);
    const res = await bo.send('auth.changePassword', {
      body: { current_password: current, new_password: next },
    });
    if (res.ok) {
      const body = (await res.json()) as { closed_sessions: number };
      return data({ intent, ok: true, closedSessions: body.closed_sessions } satisfies ProfileActionResult);
    }
    const body = await errorBody(res);
    if (res.status === 429) return refuse(['throttled'], 429);
    if (body?.code === 'current_password_incorrect') return refuse(['current'], 400);
    // The back office's strength rule is the domain's: the form already said what it lacks.
    if (body?.code === 'password_too_weak')
      return refuse(passwordFormErrors(current, next, next, user.login), 400);
    return refuse(['technical'], res.status >= 500 ? 503 : res.status);
  }

  if (intent === 'address') {
    const type = form.get('type');
    const id = Number(form.get('id') ?? '');
    const values = readAddressForm(form);
    const formKey = String(form.get('form_key') ?? '');
    if (!isAddressType(type)) throw data(null, { status: 400 });
    const refuse = (
      errors: AddressFieldError[],
      problem: 'invalid' | 'technical' | 'not_found',
      status: number,
    ) =>
      data({ intent, ok: false, formKey, values, errors, problem } satisfies ProfileActionResult, { status });
    const settings = await referenceLists(bo, locale);
    const errors = addressFormErrors(
      values,
      settings.countries.map((c) => c.id),
    );
    if (errors.length > 0) return refuse(errors, 'invalid', 400);
    const body: AddressInput = {
      name: values.name,
      street: values.street,
      street2: values.street2 || null,
      zip: values.zip,
      city: values.city,
      phone: values.phone || null,
      country_id: Number(values.country_id),
    };
    const res =
      Number.isInteger(id) && id > 0
        ? await bo.send('addresses.requestUpdate', { params: { type, id }, body })
        : await bo.send('addresses.requestCreate', { params: { type }, body });
    if (res.ok) return data({ intent, ok: true, formKey } satisfies ProfileActionResult, { status: 202 });
    const refusal = await errorBody(res);
    if (res.status === 400)
      return refuse(addressErrorsFromPaths((refusal?.fields ?? []).map((f) => f.path)), 'invalid', 400);
    if (res.status === 404) return refuse([], 'not_found', 404);
    if (res.status === 503) throw new BackofficeUnavailable();
    return refuse([], 'technical', res.status);
  }

  if (intent === 'address-delete') {
    const type = form.get('type');
    const id = Number(form.get('id') ?? '');
    if (!isAddressType(type) || !Number.isInteger(id) || id <= 0) throw data(null, { status: 400 });
    const res = await bo.send('addresses.requestDelete', { params: { type, id } });
    if (res.ok)
      return data({ intent, ok: true, addressId: id } satisfies ProfileActionResult, { status: 202 });
    if (res.status === 404) throw data({ reason: 'not_found' }, { status: 404 });
    const problem = res.status === 409 ? 'main' : 'technical';
    return data({ intent, ok: false, addressId: id, problem } satisfies ProfileActionResult, {
      status: res.status,
    });
  }

  throw data(null, { status: 400 });
});
