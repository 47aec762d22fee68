import type { ErrorBody } from '@vetshop/contract';
import { LEAD_FILE_MAX_BYTES, LEAD_MAX_FILES } from '@vetshop/domain';
import { data, redirect } from 'react-router';
import { BackofficeUnavailable } from '../../lib/backoffice.server';
import { formOf, readAtMost } from '../../lib/body-limit.server';
import { assertSameOrigin, mediaType, type MutationRefusal } from '../../lib/mutation-guard.server';
import type { PageContext, RouteArgs } from '../../lib/request.server';
import { cacheControl, page, pageContext } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import {
  contactErrors,
  emptyContactValues,
  fieldsOfPaths,
  filesProblem,
  leadFormData,
  readContactFiles,
  readContactForm,
  type ContactErrors,
  type ContactValues,
  type FilesProblem,
} from './contact-form';

/** The attachments' limit and the texts: a larger body cannot be a form the page lets through. */
const CONTACT_BODY_LIMIT = LEAD_MAX_FILES * LEAD_FILE_MAX_BYTES + 1024 * 1024;

/** A signed-in buyer's details, to prefill the form (their customer's e-mail, name, phone and main address). */
async function prefill({ bo, user }: PageContext): Promise<ContactValues> {
  const values = emptyContactValues();
  if (!user || user.isStaff) return values;
  try {
    const { data: customer } = await bo.call('customer.get');
    const address = customer.invoicing_address ?? customer.delivery_address;
    return {
      ...values,
      email: customer.email ?? user.login,
      name: user.name || customer.name,
      company: customer.name,
      phone: customer.phone ?? address?.phone ?? '',
      mobile: address?.mobile ?? '',
      street: address?.street ?? '',
      street2: address?.street2 ?? '',
      zip: address?.zip ?? '',
      city: address?.city ?? '',
      country: address?.country?.code ?? '',
    };
  } catch (error) {
    if (error instanceof BackofficeUnavailable) throw error;
    return { ...values, email: user.login, name: user.name };
  }
}

/**
 * /contact: the subjects and countries (GET lead_subjects, guests too) and, for a signed-in buyer, the form
 * prefilled from their account. A guest's page is the same for every guest: cacheable.
 */
export const loadContactPage = page(async (args: RouteArgs) => {
  const ctx = await pageContext(args);
  const [options, values] = await Promise.all([ctx.bo.call('leads.options'), prefill(ctx)]);
  return data(
    {
      subjects: options.lead_subjects,
      countries: options.countries,
      values: { ...values, country: values.country || 'BE' },
    },
    { headers: cacheControl(ctx.user) },
  );
});

export interface ContactActionResult {
  values: ContactValues;
  errors: ContactErrors;
  files: FilesProblem | { problem: 'too_large_any'; name: null } | null;
  problem: 'throttled' | 'technical' | null;
}

async function readContactBody(request: Request): Promise<FormData> {
  assertSameOrigin(request);
  const type = mediaType(request);
  if (type !== 'multipart/form-data' && type !== 'application/x-www-form-urlencoded')
    throw data({ reason: 'not_a_form' satisfies MutationRefusal }, { status: 415 });
  const body = await readAtMost(request, CONTACT_BODY_LIMIT);
  if (body === 'too_large') throw data({ reason: 'too_large' satisfies MutationRefusal }, { status: 413 });
  try {
    return await formOf(request, body);
  } catch {
    throw data({ reason: 'not_a_form' satisfies MutationRefusal }, { status: 400 });
  }
}

/**
 * The post (a multipart form, works without JavaScript): the domain's rules first (each problem under its field,
 * everything typed kept; files cannot be kept by a browser, the page asks for them again), then `POST leads` with
 * the files; sent → /contact-success. The back office's refusals are said in the page's own words.
 */
export const contactAction = page(async (args: RouteArgs) => {
  const form = await readContactBody(args.request);
  const { bo, locale, user } = await pageContext(args);
  const { values, honeypot } = readContactForm(form);
  const files = await readContactFiles(form);
  const headers = cacheControl(user);
  const refuse = (result: Omit<ContactActionResult, 'values'>, status = 400) =>
    data({ values, ...result } satisfies ContactActionResult, { status, headers });

  const errors = contactErrors(values);
  const fileProblem = filesProblem(files);
  if (Object.keys(errors).length > 0 || fileProblem)
    return refuse({ errors, files: fileProblem, problem: null });

  const res = await bo.send('leads.create', { body: leadFormData(values, files, honeypot) });
  if (res.ok) throw redirect(urls.contactSuccess(locale));
  if (res.status === 503) throw new BackofficeUnavailable();
  const body = (await res.json().catch(() => null)) as ErrorBody | null;
  if (res.status === 429) return refuse({ errors: {}, files: null, problem: 'throttled' }, 429);
  if (res.status === 413)
    return refuse({ errors: {}, files: { problem: 'too_large_any', name: null }, problem: null }, 413);
  if (res.status === 415)
    return refuse(
      { errors: {}, files: { problem: 'unsupported_type', name: files[0]?.name ?? '' }, problem: null },
      415,
    );
  if (res.status === 400 && body?.fields?.length) {
    const named = fieldsOfPaths(body.fields.map((f) => f.path));
    if (named.length > 0)
      return refuse({
        errors: Object.fromEntries(named.map((f) => [f, 'invalid_choice'])),
        files: null,
        problem: null,
      });
  }
  return refuse({ errors: {}, files: null, problem: 'technical' }, res.status >= 500 ? 503 : 400);
});
