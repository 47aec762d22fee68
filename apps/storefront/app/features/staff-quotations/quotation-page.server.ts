import { data } from 'react-router';
import type { QuotationRefusal } from '../../lib/backoffice-messages';
import { readForm } from '../../lib/mutation-guard.server';
import { parseId } from '../../lib/params';
import type { RouteArgs } from '../../lib/request.server';
import { page, requireStaffUser, STAFF_HEADERS } from '../../lib/request.server';
import { attemptQuotationCall } from '../quotations/index.server';
import { parsePricesForm, typedValues, type PriceProblem } from './prices-form';

function quotationId(args: RouteArgs): number {
  const id = parseId(args.params.id);
  if (id === null) throw data({ reason: 'not_found' }, { status: 404 });
  return id;
}

/** /staff/quotations/{id}: the quotation with its customer, requester and history (staff only, never cached). */
export const loadStaffQuotationPage = page(async (args: RouteArgs) => {
  const { bo } = await requireStaffUser(args);
  const quotation = await bo.call('staff.quotations.get', { params: { id: quotationId(args) } });
  return data({ quotation }, { headers: STAFF_HEADERS });
});

export type StaffQuotationResult =
  | { ok: true; intent: 'save' | 'send' }
  | {
      ok: false;
      intent: 'save' | 'send';
      values: Record<string, string>;
      problems: Record<number, PriceProblem[]>;
      validity: boolean;
      refusal: QuotationRefusal | null;
      message: string | null;
    };

/**
 * "Save prices" sets every line's price and discount and the validity date; "Send to the customer" saves them
 * too, then sends (customer_request → waiting_acceptation and the buyer's mail) — refused, with the back
 * office's reason, until every line is priced. What was typed stays on every refusal.
 */
export const staffQuotationAction = page(async (args: RouteArgs) => {
  const { bo } = await requireStaffUser(args);
  const id = quotationId(args);
  const form = await readForm(args.request);
  const intent = form.get('intent') === 'send' ? 'send' : 'save';
  const current = await bo.call('staff.quotations.get', { params: { id } });
  const lineIds = current.lines.map((l) => l.line_id);
  const values = typedValues(form, lineIds);
  const failed = (body: Partial<Extract<StaffQuotationResult, { ok: false }>>, status: number) =>
    data(
      {
        ok: false,
        intent,
        values,
        problems: {},
        validity: false,
        refusal: null,
        message: null,
        ...body,
      } satisfies StaffQuotationResult,
      { status, headers: STAFF_HEADERS },
    );
  const parsed = parsePricesForm(form, lineIds);
  if (!parsed.ok) return failed({ problems: parsed.problems, validity: parsed.validity }, 400);
  if (current.quotation_state === 'customer_request') {
    const priced = await attemptQuotationCall(() =>
      bo.call('staff.quotations.price', { params: { id }, body: parsed.body }),
    );
    if (!priced.ok) return failed({ refusal: priced.refusal, message: priced.message }, priced.status);
  }
  if (intent === 'send') {
    const sent = await attemptQuotationCall(() => bo.call('staff.quotations.send', { params: { id } }));
    if (!sent.ok) return failed({ refusal: sent.refusal, message: sent.message }, sent.status);
  }
  return data({ ok: true, intent } satisfies StaffQuotationResult, { headers: STAFF_HEADERS });
});
