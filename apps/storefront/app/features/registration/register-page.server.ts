import type { ErrorBody } from '@vetshop/contract';
import { data, redirect } from 'react-router';
import { BackofficeUnavailable } from '../../lib/backoffice.server';
import { readForm } from '../../lib/mutation-guard.server';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, pageContext } from '../../lib/request.server';
import { accountStatusOf } from '../../lib/account-status';
import { urls } from '../../lib/urls';
import { registerPrefill } from './register-prefill';
import {
  fieldsOfPaths,
  readRegisterForm,
  registerFormErrors,
  registrationInput,
  type RegisterErrors,
  type RegisterField,
  type RegisterFormValues,
} from './register-form';

/** Belgium first: the shop's customers are Belgian (the form offers it preselected). */
const DEFAULT_COUNTRY_CODE = 'BE';

/** The countries offered, named in the page's language (the contact form's reference lists: guests may read them). */
async function countries(bo: Awaited<ReturnType<typeof pageContext>>['bo']) {
  const options = await bo.call('leads.options');
  return options.countries.map((c) => ({ id: c.id, code: c.code, name: c.name }));
}

/**
 * /account/register: the form, or, after a sent application (?sent=1, the post's redirect), the "we'll review it"
 * state. For guests (the same for every guest: cacheable) and for a signed-in login without a customer
 * (auth/register), whose name and e-mail fill the form (private); a customer is sent to their account, staff to
 * the staff workspace.
 */
export const loadRegisterPage = page(async (args: RouteArgs) => {
  const { user, locale, bo } = await pageContext(args);
  if (user?.isStaff) throw redirect(urls.staff(locale));
  const profile = user ? await bo.call('auth.profile') : null;
  if (profile && !accountStatusOf(profile.standing)) throw redirect(urls.account(locale));
  const sent = new URL(args.request.url).searchParams.get('sent') === '1';
  const list = sent ? [] : await countries(bo);
  const defaultCountryId = list.find((c) => c.code === DEFAULT_COUNTRY_CODE)?.id ?? null;
  const prefill = profile ? registerPrefill(profile.name, profile.email) : null;
  // Identity-provider mode: an e-mail the provider knows and the back office does not (oidc-redirect's 409
  // registration_required) comes here to apply, its address filled in. Personal: not cached.
  const query = new URL(args.request.url).searchParams;
  const email = query.get('from') === 'oidc' ? (query.get('email')?.trim().slice(0, 254) ?? '') : '';
  const oidcEmail = !prefill && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null;
  return data(
    {
      sent,
      countries: list,
      defaultCountryId,
      prefill: prefill ?? (oidcEmail ? { email: oidcEmail } : null),
      oidcEmail,
    },
    { headers: oidcEmail ? { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } : cacheControl(user) },
  );
});

export type RegisterActionResult =
  | { ok: true }
  | {
      ok: false;
      values: RegisterFormValues;
      errors: RegisterErrors;
      /** The back office's own words for a field it refused that the page's rules let through. */
      fieldMessages: Partial<Record<RegisterField, string>>;
      problem: 'throttled' | 'technical' | null;
    };

async function errorBody(res: Response): Promise<ErrorBody | null> {
  try {
    return (await res.json()) as ErrorBody;
  } catch {
    return null;
  }
}

/**
 * The post: checked with the domain's rules first (each problem under its field, everything typed kept), then
 * `POST registrations`; sent, the page's "we'll review it" state (a redirect, so a reload does not send it
 * again). A refusal of the back office is said the same way; too many applications from one address is a 429.
 */
export async function registerPageAction(args: RouteArgs) {
  const { locale, bo } = await pageContext(args);
  const form = await readForm(args.request);
  const values = readRegisterForm(form);
  const refuse = (
    status: number,
    errors: RegisterErrors,
    problem: 'throttled' | 'technical' | null = null,
    fieldMessages: Partial<Record<RegisterField, string>> = {},
  ) => data({ ok: false, values, errors, fieldMessages, problem } satisfies RegisterActionResult, { status });

  let countryIds: number[];
  try {
    countryIds = (await countries(bo)).map((c) => c.id);
  } catch (error) {
    if (error instanceof BackofficeUnavailable) return refuse(503, {}, 'technical');
    throw error;
  }
  const errors = registerFormErrors(values, locale, countryIds);
  if (Object.keys(errors).length > 0) return refuse(400, errors);

  let res: Response;
  try {
    res = await bo.send('registrations.create', { body: registrationInput(values, locale) });
  } catch (error) {
    if (error instanceof BackofficeUnavailable) return refuse(503, {}, 'technical');
    throw error;
  }
  if (res.ok) return redirect(`${urls.register(locale)}?sent=1`);
  if (res.status === 429) return refuse(429, {}, 'throttled');
  if (res.status === 400) {
    const body = await errorBody(res);
    const fieldMessages: Partial<Record<RegisterField, string>> = {};
    for (const f of body?.fields ?? []) {
      const [field] = fieldsOfPaths([f.path]);
      if (field) fieldMessages[field] = f.message;
    }
    if (Object.keys(fieldMessages).length > 0) return refuse(400, {}, null, fieldMessages);
  }
  return refuse(res.status >= 500 ? 503 : res.status, {}, 'technical');
}
