import { parseFormDefinition, validateFormSubmission, type FormFieldProblem } from '@vetshop/domain';
import { data, redirect } from 'react-router';
import { BackofficeUnavailable } from '../../lib/backoffice.server';
import { readForm } from '../../lib/mutation-guard.server';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, pageContext } from '../../lib/request.server';
import { urls } from '../../lib/urls';

const CODE_RE = /^[a-z0-9_-]{1,64}$/;

/** The form of /form/{code} with its fields, or the shop's 404 for an unknown code or a broken definition. */
async function formOf(args: RouteArgs) {
  const ctx = await pageContext(args);
  const code = args.params.code ?? '';
  if (!CODE_RE.test(code)) throw data({ reason: 'not_found' }, { status: 404 });
  const [form] = await ctx.bo.call('forms.list', { query: { code } });
  const fields = form ? parseFormDefinition(form.form, form.form_options) : null;
  if (!form || !fields) throw data({ reason: 'not_found' }, { status: 404 });
  return { ctx, form, fields, code };
}

/**
 * /form/{code}: a generic form (spec §3 Form) rendered from its JSON definition; `?sent=1` after a post says it
 * was sent. The same page for every guest: cacheable.
 */
export const loadGenericFormPage = page(async (args: RouteArgs) => {
  const { ctx, form, fields } = await formOf(args);
  const sent = new URL(args.request.url).searchParams.get('sent') === '1';
  return data({ id: form.id, name: form.name, fields, sent }, { headers: cacheControl(ctx.user) });
});

export interface GenericFormResult {
  values: Record<string, string | boolean>;
  errors: Record<string, FormFieldProblem>;
  problem: 'throttled' | 'technical' | null;
}

/** The post: the same definition checks it here (problems under their fields, values kept), then POST form/{id}. */
export const genericFormAction = page(async (args: RouteArgs) => {
  const form = await readForm(args.request);
  const { ctx, form: definition, fields, code } = await formOf(args);
  const input: Record<string, string | boolean> = {};
  for (const field of fields) {
    const raw = form.get(field.name);
    input[field.name] = field.type === 'checkbox' ? raw === 'on' : typeof raw === 'string' ? raw : '';
  }
  const headers = cacheControl(ctx.user);
  const refuse = (result: Omit<GenericFormResult, 'values'>, status = 400) =>
    data({ values: input, ...result } satisfies GenericFormResult, { status, headers });
  const checked = validateFormSubmission(fields, input);
  if (!checked.ok) return refuse({ errors: checked.problems, problem: null });
  const website = form.get('website');
  const res = await ctx.bo.send('forms.submit', {
    params: { id: definition.id },
    body: { values: checked.values, website: typeof website === 'string' ? website : '' },
  });
  if (res.ok) throw redirect(`${urls.genericForm(ctx.locale, code)}?sent=1`);
  if (res.status === 503) throw new BackofficeUnavailable();
  if (res.status === 429) return refuse({ errors: {}, problem: 'throttled' }, 429);
  if (res.status === 404) throw data({ reason: 'not_found' }, { status: 404 });
  return refuse({ errors: {}, problem: 'technical' }, res.status >= 500 ? 503 : 400);
});
