import type { Quotation } from '@vetshop/contract';
import { data, redirect } from 'react-router';
import type { QuotationRefusal } from '../../lib/backoffice-messages';
import type { BackofficeClient } from '../../lib/backoffice.server';
import { readForm } from '../../lib/mutation-guard.server';
import { parseId } from '../../lib/params';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, page, requireUser } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { attempt, knownReferences } from './quotation-calls.server';
import { parseFormId, parseQuantity, parseQuotationFields, type FieldsProblem } from './quotation-forms';
import { referenceTaken } from './reference';

function quotationId(args: RouteArgs): number {
  const id = parseId(args.params.id);
  if (id === null) throw data({ reason: 'not_found' }, { status: 404 });
  return id;
}

/** /account/quotations/{id}: the quotation (another customer's is a 404) and, for a draft, every reference. */
export const loadQuotationPage = page(async (args: RouteArgs) => {
  const { bo, user } = await requireUser(args);
  const quotation = await bo.call('quotations.get', { params: { id: quotationId(args) } });
  const known = quotation.actions.edit ? await knownReferences(bo) : [];
  return data({ quotation, known }, { headers: cacheControl(user) });
});

/** The buttons of the page, each a form post with `intent`. */
export const QUOTATION_INTENTS = [
  'save',
  'delete_line',
  'request',
  'accept',
  'cancel',
  'reset',
  'delete',
] as const;
export type QuotationIntent = (typeof QUOTATION_INTENTS)[number];

/** Asked twice (spec doc 1 §5: deleting asks first; cancelling and accepting are as final). */
const CONFIRMED_INTENTS = new Set<QuotationIntent>(['delete_line', 'accept', 'cancel', 'delete']);

export type QuotationActionResult =
  | { kind: 'confirm'; intent: QuotationIntent; lineId: number | null }
  | { kind: 'done'; intent: QuotationIntent }
  | { kind: 'refused'; intent: QuotationIntent; refusal: QuotationRefusal; message: string | null }
  | {
      kind: 'invalid';
      intent: 'save';
      values: { ref: string; note: string; quantities: Record<string, string> };
      problems: (FieldsProblem | 'reference_taken')[];
      lineErrors: number[];
      /** The back office refused the save for another reason (said above the form, what was typed kept). */
      refusal: QuotationRefusal | null;
      message: string | null;
    };

const isIntent = (v: FormDataEntryValue | null): v is QuotationIntent =>
  typeof v === 'string' && (QUOTATION_INTENTS as readonly string[]).includes(v);

/**
 * Every action of the page without JavaScript: the draft's form (reference, note, quantities), removing a line,
 * and the state machine's actions the contract's `actions` allow. Deleting, cancelling and accepting come back
 * first as a confirmation step (`confirmed=yes` then does it).
 */
export const quotationPageAction = page(async (args: RouteArgs) => {
  const { bo, locale } = await requireUser(args);
  const id = quotationId(args);
  const form = await readForm(args.request);
  const intent = form.get('intent');
  if (!isIntent(intent)) return data({ reason: 'bad_request' }, { status: 400 });
  const lineId = parseFormId(form.get('line_id'));
  if (CONFIRMED_INTENTS.has(intent) && form.get('confirmed') !== 'yes')
    return { kind: 'confirm', intent, lineId } satisfies QuotationActionResult;

  if (intent === 'save') return saveDraft(bo, id, form);
  const outcome = await attempt(() => run(bo, id, intent, lineId));
  if (!outcome.ok)
    return data(
      {
        kind: 'refused',
        intent,
        refusal: outcome.refusal,
        message: outcome.message,
      } satisfies QuotationActionResult,
      { status: outcome.status },
    );
  if (intent === 'delete')
    throw redirect(`${urls.quotations(locale)}?deleted=${encodeURIComponent(outcome.value)}`);
  return { kind: 'done', intent } satisfies QuotationActionResult;
});

/** One call of the state machine; answers the quotation's number for a deletion (the list says which). */
async function run(
  bo: BackofficeClient,
  id: number,
  intent: Exclude<QuotationIntent, 'save'>,
  lineId: number | null,
): Promise<string> {
  const params = { id };
  switch (intent) {
    case 'delete_line':
      return (await bo.call('quotations.deleteLine', { params, body: { line_id: lineId ?? 0 } })).name;
    case 'request':
      return (await bo.call('quotations.request', { params })).name;
    case 'accept':
      return (await bo.call('quotations.accept', { params })).name;
    case 'cancel':
      return (await bo.call('quotations.cancel', { params })).name;
    case 'reset':
      return (await bo.call('quotations.resetToDraft', { params })).name;
    case 'delete': {
      const { name } = await bo.call('quotations.get', { params });
      await bo.call('quotations.delete', { params });
      return name;
    }
  }
}

/** The draft's form: reference (unique), note and every line's quantity, saved in one call. */
async function saveDraft(bo: BackofficeClient, id: number, form: FormData) {
  const current: Quotation = await bo.call('quotations.get', { params: { id } });
  const fields = parseQuotationFields(form);
  const quantities: Record<string, string> = {};
  const lineErrors: number[] = [];
  const lines = current.lines.map((line) => {
    const raw = form.get(`qty-${line.line_id}`);
    quantities[line.line_id] = typeof raw === 'string' ? raw.slice(0, 20) : String(line.quantity);
    const parsed = raw === null ? { ok: true as const, quantity: line.quantity } : parseQuantity(raw);
    if (!parsed.ok) lineErrors.push(line.line_id);
    return { line_id: line.line_id, product_id: line.product_id, quantity: parsed.ok ? parsed.quantity : 1 };
  });
  const problems: (FieldsProblem | 'reference_taken')[] = [...fields.problems];
  if (fields.ref && problems.length === 0 && referenceTaken(fields.ref, await knownReferences(bo), id))
    problems.push('reference_taken');
  const values = { ref: fields.ref, note: fields.note, quantities };
  if (problems.length > 0 || lineErrors.length > 0)
    return data(
      {
        kind: 'invalid',
        intent: 'save',
        values,
        problems,
        lineErrors,
        refusal: null,
        message: null,
      } satisfies QuotationActionResult,
      { status: problems.includes('reference_taken') ? 409 : 400 },
    );
  const saved = await attempt(() =>
    bo.call('quotations.write', {
      params: { id },
      body: { client_order_ref: fields.ref || null, note: fields.note || null, lines },
    }),
  );
  if (saved.ok) return { kind: 'done', intent: 'save' } satisfies QuotationActionResult;
  return data(
    {
      kind: 'invalid',
      intent: 'save',
      values,
      problems: saved.refusal === 'duplicate_reference' ? ['reference_taken'] : [],
      lineErrors: [],
      refusal: saved.refusal === 'duplicate_reference' ? null : saved.refusal,
      message: saved.message,
    } satisfies QuotationActionResult,
    { status: saved.status },
  );
}
