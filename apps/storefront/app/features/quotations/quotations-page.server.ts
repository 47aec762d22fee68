import { quotationsQuerySchema } from '@vetshop/contract';
import { data, redirect } from 'react-router';
import { readForm } from '../../lib/mutation-guard.server';
import type { RouteArgs } from '../../lib/request.server';
import { page, requireUser } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { listPageLoader, listRead, readListState } from '../../ui/list-kit/index.server';
import { attempt, knownReferences } from './quotation-calls.server';
import { parseQuotationFields, type FieldsProblem } from './quotation-forms';
import { QUOTATIONS_LIST_DEFAULTS } from './quotation-labels';
import { referenceTaken } from './reference';
import type { QuotationRefusal } from '../../lib/backoffice-messages';

/** The list's URL, read with the contract's schema of `quotations.list` (page size included). */
const QUOTATIONS_LIST = listRead(quotationsQuerySchema, QUOTATIONS_LIST_DEFAULTS, {
  state: 'quotation_state',
  page: 'page',
});

/** The list's state from its URL (the quotation banner reads it too). */
export function readQuotationsList(params: URLSearchParams) {
  return readListState(QUOTATIONS_LIST, params);
}

/** /account/quotations: one page of the buyer's quotations (of one state or all), and every reference for the form. */
export const loadQuotationsPage = listPageLoader(
  'buyer',
  QUOTATIONS_LIST,
  urls.quotations,
  (bo, query) => bo.call('quotations.list', { query }),
  async (bo) => ({ known: await knownReferences(bo) }),
);

/** The "new quotation" form's answer when it is shown again: what was typed, and why it was not created. */
export interface NewQuotationResult {
  ok: false;
  values: { ref: string; note: string };
  problems: (FieldsProblem | 'reference_taken')[];
  refusal: QuotationRefusal | null;
  message: string | null;
}

/**
 * Creates a quotation (reference + note, no line yet) and opens it. The reference is checked against the buyer's
 * quotations here too (a browser without JavaScript), and the back office's 409 lands on the same field.
 */
export const quotationsPageAction = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireUser(args);
  const form = await readForm(args.request);
  const fields = parseQuotationFields(form);
  const values = { ref: fields.ref, note: fields.note };
  const failed = (body: Omit<NewQuotationResult, 'ok' | 'values'>, status: number) =>
    data({ ok: false, values, ...body } satisfies NewQuotationResult, { status });
  if (fields.problems.length > 0)
    return failed({ problems: fields.problems, refusal: null, message: null }, 400);
  if (fields.ref && referenceTaken(fields.ref, await knownReferences(bo)))
    return failed({ problems: ['reference_taken'], refusal: null, message: null }, 409);
  const created = await attempt(() =>
    bo.call('quotations.create', {
      body: { client_order_ref: fields.ref || undefined, note: fields.note || undefined, lines: [] },
    }),
  );
  if (created.ok) throw redirect(`${urls.quotation(locale, created.value.id)}?done=created`);
  if (created.refusal === 'duplicate_reference')
    return failed({ problems: ['reference_taken'], refusal: null, message: null }, 409);
  return failed({ problems: [], refusal: created.refusal, message: created.message }, created.status);
});
