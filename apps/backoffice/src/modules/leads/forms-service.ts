import type { FormDefinition, FormSubmitBody, StaffFormSubmissionList } from '@vetshop/contract';
import {
  parseFormDefinition,
  validateFormSubmission,
  type FormField,
  type FormFieldProblem,
  type Locale,
} from '@vetshop/domain';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import type { MessageCode } from '../../i18n/messages';
import type { LeadAuthor } from './service';
import * as repo from './repository';

const toDefinition = (row: repo.FormRow, locale: Locale): FormDefinition => ({
  id: row.id,
  code: row.code,
  name: row.name[locale],
  form: row.definition,
  form_options: row.options,
  sequence: row.sequence,
});

/** GET form: the active forms whose definition can be rendered (a broken one is left out, not served). */
export async function listForms(ctx: AppContext, locale: Locale, code?: string): Promise<FormDefinition[]> {
  const rows = await repo.activeForms(ctx.db, code);
  return rows
    .filter((row) => parseFormDefinition(row.definition, row.options))
    .map((row) => toDefinition(row, locale));
}

const FIELD_CODES: Record<FormFieldProblem, MessageCode> = {
  required: 'field_required',
  too_long: 'field_text_too_long',
  invalid_email: 'field_email_invalid',
  invalid_date: 'field_invalid_date',
  invalid_choice: 'field_invalid_choice',
};

/**
 * POST form/{id}: the values checked against the form's own definition (required, lengths, e-mail, date,
 * options) and stored; a filled honeypot answers the same success and keeps nothing.
 */
export async function submitForm(
  ctx: AppContext,
  formId: number,
  body: FormSubmitBody,
  author: LeadAuthor,
  locale: Locale,
): Promise<{ ok: true; id: number | null }> {
  const row = await repo.activeFormById(ctx.db, formId);
  const fields = row ? parseFormDefinition(row.definition, row.options) : null;
  if (!row || !fields) throw notFound('form_not_found');
  if ((body.website ?? '').trim() !== '') return { ok: true, id: null };
  const result = validateFormSubmission(fields, body.values);
  if (!result.ok) {
    const byName = new Map<string, FormField>(fields.map((f) => [f.name, f]));
    throw new AppError(
      400,
      'form_invalid',
      {},
      Object.entries(result.problems).map(([name, problem]) => ({
        path: `values.${name}`,
        code: FIELD_CODES[problem],
        params: problem === 'too_long' ? { maximum: byName.get(name)?.maxLength ?? 0 } : undefined,
      })),
    );
  }
  const id = await repo.insertSubmission(ctx.db, {
    formId: row.id,
    values: result.values,
    locale,
    customerId: author.customerId,
    userId: author.userId,
  });
  return { ok: true, id };
}

/** The staff's list of submissions, each value labelled in the staff member's language, in the form's order. */
export async function listSubmissions(
  ctx: AppContext,
  page: number,
  pageSize: number,
  locale: Locale,
): Promise<StaffFormSubmissionList> {
  const { rows, total } = await repo.listSubmissions(ctx.db, page, pageSize);
  return {
    count: total,
    page,
    page_size: pageSize,
    items: rows.map(({ submission, form }) => {
      const fields = parseFormDefinition(form.definition, form.options) ?? [];
      const values = submission.values;
      return {
        id: submission.id,
        form: { id: form.id, code: form.code, name: form.name[locale] },
        values: fields.map((field) => {
          const raw = values[field.name];
          const option = field.options.find((o) => o.value === raw);
          const text =
            typeof raw === 'boolean' ? (raw ? '✓' : '—') : option ? option.label[locale] : String(raw ?? '');
          return { name: field.name, label: field.label[locale], value: text };
        }),
        locale: (['fr', 'nl', 'en'] as const).find((l) => l === submission.locale) ?? 'fr',
        created_at: submission.createdAt.toISOString(),
      };
    }),
  };
}
