import type { Quotation } from '@vetshop/contract';
import { data } from 'react-router';
import type { QuotationRefusal } from '../../lib/backoffice-messages';
import { readForm } from '../../lib/mutation-guard.server';
import { pageContext, requireUser, type PageContext, type RouteArgs } from '../../lib/request.server';
import { attempt } from './quotation-calls.server';
import { parseFormId, parseQuantity, parseQuotationFields, type FieldsProblem } from './quotation-forms';
import { referenceTaken, type KnownReference } from './reference';

const PRIVATE = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } as const;

/** What the product page's dialog needs when it opens: the buyer's drafts, and every reference (uniqueness). */
export interface QuoteDialogData {
  signedIn: boolean;
  drafts: { id: number; name: string; ref: string | null }[];
  known: KnownReference[];
}

/**
 * GET /{locale}/account/quotations/add-product: loaded by the dialog when it opens (never with the product page,
 * which stays cacheable for guests). One `quotations.list` of the largest page gives both.
 */
export async function loadQuoteDialog(args: RouteArgs) {
  const { bo, user } = await pageContext(args);
  if (!user || !bo.token)
    return data({ signedIn: false, drafts: [], known: [] } satisfies QuoteDialogData, { headers: PRIVATE });
  const list = await attempt(() => bo.call('quotations.list', { query: { page: 1, page_size: 999 } }));
  if (!list.ok) return data({ reason: list.refusal }, { status: list.status, headers: PRIVATE });
  const items = list.value.items;
  return data(
    {
      signedIn: true,
      drafts: items
        .filter((q) => q.quotation_state === 'draft')
        .map((q) => ({ id: q.id, name: q.name, ref: q.client_order_ref })),
      known: items.map((q) => ({ id: q.id, ref: q.client_order_ref })),
    } satisfies QuoteDialogData,
    { headers: PRIVATE },
  );
}

/** The dialog's answer: the quotation the product went to (and whether it was sent), or why not. */
export type QuoteDialogResult =
  | { ok: true; id: number; name: string; sent: boolean }
  | {
      ok: false;
      problems: (FieldsProblem | 'quantity' | 'reference_taken' | 'target')[];
      refusal: QuotationRefusal | null;
      message: string | null;
    };

/**
 * POST /{locale}/account/quotations/add-product: the product (variant) and its quantity (1 when left empty, spec
 * doc 1 §9) into a draft or a new quotation (reference, note), then, when asked, the request sent at once. A
 * product already on the draft is the spec's duplicate message.
 */
export async function quoteDialogAction(args: RouteArgs) {
  const { bo } = await requireUser(args);
  const { result, status } = await addProductToQuotation(bo, await readForm(args.request));
  return data(result, { status, headers: PRIVATE });
}

/**
 * The dialog's (and the page /account/quotations/add's) product into a quotation: the buyer's answer and its HTTP
 * status, for the caller to send as JSON (dialog) or to redirect / show again with what was typed (page).
 */
export async function addProductToQuotation(
  bo: PageContext['bo'],
  form: FormData,
): Promise<{ result: QuoteDialogResult; status: number }> {
  const fail = (body: Omit<Extract<QuoteDialogResult, { ok: false }>, 'ok'>, status: number) => ({
    result: { ok: false, ...body } satisfies QuoteDialogResult,
    status,
  });
  const done = (result: Extract<QuoteDialogResult, { ok: true }>) => ({ result, status: 200 });
  const productId = parseFormId(form.get('product_id'));
  const quantity = parseQuantity(form.get('quantity'), true);
  const target = form.get('target');
  const draftId = target === 'new' ? null : parseFormId(target);
  const problems: Extract<QuoteDialogResult, { ok: false }>['problems'] = [];
  if (!quantity.ok) problems.push('quantity');
  if (productId === null || (target !== 'new' && draftId === null)) problems.push('target');
  const fields = parseQuotationFields(form);
  if (draftId === null) problems.push(...fields.problems);
  if (problems.length > 0 || !quantity.ok || productId === null)
    return fail({ problems, refusal: null, message: null }, 400);

  const line = { product_id: productId, quantity: quantity.quantity };
  let placed: Awaited<ReturnType<typeof attempt<Quotation>>>;
  if (draftId === null) {
    if (fields.ref) {
      const all = await attempt(() => bo.call('quotations.list', { query: { page: 1, page_size: 999 } }));
      const known = all.ok ? all.value.items.map((q) => ({ id: q.id, ref: q.client_order_ref })) : [];
      if (referenceTaken(fields.ref, known))
        return fail({ problems: ['reference_taken'], refusal: null, message: null }, 409);
    }
    placed = await attempt(() =>
      bo.call('quotations.create', {
        body: { client_order_ref: fields.ref || undefined, note: fields.note || undefined, lines: [line] },
      }),
    );
  } else {
    placed = await attempt(() => bo.call('quotations.addLine', { params: { id: draftId }, body: line }));
  }
  if (!placed.ok) {
    if (placed.refusal === 'duplicate_reference')
      return fail({ problems: ['reference_taken'], refusal: null, message: null }, 409);
    return fail({ problems: [], refusal: placed.refusal, message: placed.message }, placed.status);
  }
  const quotation = placed.value;
  if (form.get('send_now') !== 'yes')
    return done({ ok: true, id: quotation.id, name: quotation.name, sent: false });
  const sent = await attempt(() => bo.call('quotations.request', { params: { id: quotation.id } }));
  if (!sent.ok)
    // The product is on the quotation; only the request failed: said, with the way to the quotation.
    return fail({ problems: [], refusal: sent.refusal, message: sent.message }, sent.status);
  return done({ ok: true, id: quotation.id, name: quotation.name, sent: true });
}
