import type {
  Locale,
  Quotation,
  QuotationList,
  quotationCreateBodySchema,
  quotationsQuerySchema,
  quotationUpdateBodySchema,
  quotationUpdateLineBodySchema,
} from '@vetshop/contract';
import type { Executor } from '@vetshop/db';
import {
  centsToEuros,
  isQuotationRefTaken,
  MAX_LINE_QTY,
  planAddLine,
  planLinesUpdate,
  planNewLines,
  planUpdateLine,
  transition,
  type QuotationAction,
} from '@vetshop/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../errors';
import type { CustomerContext } from '../../plugins/request-context';
import { variantFacts } from '../carts';
import { invalidTransition, lineRefusalError } from './errors';
import { enqueueRequestMails } from './mails';
import * as repo from './repository';
import type { QuotationRow } from './repository';
import { buildQuotation, listFigures, type PriceScope } from './view';

type CreateBody = z.infer<typeof quotationCreateBodySchema>;
type UpdateBody = z.infer<typeof quotationUpdateBodySchema>;
type UpdateLineBody = z.infer<typeof quotationUpdateLineBodySchema>;
type ListQuery = z.infer<typeof quotationsQuerySchema>;

export const scopeOf = (c: CustomerContext): PriceScope => ({
  customerId: c.customerId,
  pricelistId: c.pricelistId,
  role: c.role,
});

/** The buyer's quotation, or 404 (another customer's quotation does not exist for them). */
export async function ownQuotation(db: Executor, c: CustomerContext, id: number, lock = false) {
  const q = await repo.findQuotation(db, c.customerId, id, lock);
  if (!q) throw notFound('quotation_not_found');
  return q;
}

/** The state machine's answer for `action`, or 409 naming the state. */
export function mustAllow(q: QuotationRow, action: QuotationAction, locale: Locale) {
  const result = transition(q.state, action);
  if (!result.ok) throw invalidTransition(q.state, locale);
  return result.to;
}

/**
 * The products a buyer may put on a quotation: active, sold on the website, and veterinary-only ones for vets
 * only (decision 008). Any product, quotation-only or not. Another one is a 404, as on its page.
 */
async function checkVisible(db: Executor, c: CustomerContext, productIds: number[]) {
  const facts = new Map((await variantFacts(db, productIds)).map((f) => [f.id, f]));
  for (const id of productIds) {
    const f = facts.get(id);
    if (
      !f ||
      !f.variantActive ||
      !f.productActive ||
      f.notSoldOnWebsite ||
      (f.veterinaryOnly && c.role !== 'veterinary')
    )
      throw notFound('quotation_product_unavailable');
  }
}

/** Reference unique among the customer's quotations that are not cancelled (spec §5; the client checks too). */
async function checkReference(
  db: Executor,
  c: CustomerContext,
  ref: string | null | undefined,
  exceptId: number | null,
) {
  if (!ref) return;
  if (isQuotationRefTaken(ref, await repo.references(db, c.customerId), exceptId))
    throw conflict('duplicate_reference', { ref: ref.trim() });
}

const emptyToNull = (s: string | null | undefined) =>
  s === undefined ? undefined : s?.trim() ? s.trim() : null;

export async function listQuotations(
  ctx: AppContext,
  c: CustomerContext,
  query: ListQuery,
): Promise<QuotationList> {
  const filter = { customerId: c.customerId, state: query.quotation_state };
  const offset = (query.page - 1) * query.page_size;
  const count = await repo.countQuotations(ctx.db, filter);
  const rows = await repo.listQuotations(ctx.db, filter, query.page_size, offset);
  const figures = await listFigures(
    ctx,
    ctx.db,
    rows.map((quotation) => ({ quotation, scope: scopeOf(c) })),
  );
  return {
    count,
    items: rows.map((q) => ({
      id: q.id,
      name: q.name,
      quotation_state: q.state,
      client_order_ref: q.clientOrderRef,
      date_created: q.createdAt.toISOString(),
      validity_date: q.validityDate,
      line_count: figures.get(q.id)?.lineCount ?? 0,
      amount_total: centsToEuros(figures.get(q.id)?.totalCents ?? 0),
      sale_id: q.saleId,
    })),
    counts: await repo.bannerCounts(ctx.db, c.customerId),
  };
}

export async function getQuotation(ctx: AppContext, c: CustomerContext, id: number): Promise<Quotation> {
  const q = await ownQuotation(ctx.db, c, id);
  return buildQuotation(ctx, ctx.db, q, scopeOf(c), c.locale);
}

/** Runs a change of one quotation in a transaction (the row locked) and answers with the quotation after it. */
async function change(
  ctx: AppContext,
  c: CustomerContext,
  id: number,
  action: QuotationAction,
  apply: (db: Executor, q: QuotationRow) => Promise<void>,
): Promise<Quotation> {
  return ctx.db.transaction(async (db) => {
    const q = await ownQuotation(db, c, id, true);
    mustAllow(q, action, c.locale);
    await apply(db, q);
    const after = await repo.findQuotation(db, c.customerId, id);
    return buildQuotation(ctx, db, after!, scopeOf(c), c.locale);
  });
}

/** `POST quotations/create`: a draft, from lines or from the buyer's current cart. */
export async function createQuotation(
  ctx: AppContext,
  c: CustomerContext,
  body: CreateBody,
): Promise<Quotation> {
  return ctx.db.transaction(async (db) => {
    await repo.lockCustomer(db, c.customerId);
    let items: { productId: number; quantity?: number }[] = (body.lines ?? []).map((l) => ({
      productId: l.product_id,
      quantity: l.quantity,
    }));
    if (body.from_cart) {
      // A cart may hold a product twice (options): one quotation line, quantities added.
      const merged = new Map<number, number>();
      for (const l of await repo.openCartLines(db, c.customerId))
        if (l.qty > 0)
          merged.set(l.variantId, Math.min(MAX_LINE_QTY, (merged.get(l.variantId) ?? 0) + l.qty));
      items = [...merged].map(([productId, quantity]) => ({ productId, quantity }));
    }
    const planned = planNewLines(items);
    if (!planned.ok) throw lineRefusalError(planned.refusal);
    await checkVisible(
      db,
      c,
      planned.lines.map((l) => l.productId),
    );
    await checkReference(db, c, body.client_order_ref, null);
    const id = await repo.nextQuotationId(db);
    const now = ctx.now();
    await repo.insertQuotation(db, {
      id,
      name: `Q${ctx.today().slice(0, 4)}-${String(id).padStart(6, '0')}`,
      customerId: c.customerId,
      createdBy: c.userId,
      state: 'draft',
      clientOrderRef: emptyToNull(body.client_order_ref) ?? null,
      note: emptyToNull(body.note) ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await repo.insertLines(db, id, planned.lines);
    const q = await repo.findQuotation(db, c.customerId, id);
    return buildQuotation(ctx, db, q!, scopeOf(c), c.locale);
  });
}

/** `POST quotations/{id}` (and `/update`): reference, note and/or all the lines, a draft only. */
export function writeQuotation(ctx: AppContext, c: CustomerContext, id: number, body: UpdateBody) {
  return change(ctx, c, id, 'edit', async (db, q) => {
    if (body.lines) {
      const current = (await repo.loadLines(db, q.id)).map((l) => ({
        id: l.id,
        productId: l.variantId,
        quantity: l.quantity,
        sequence: l.sequence,
      }));
      const planned = planLinesUpdate(
        current,
        body.lines.map((l) => ({
          id: l.line_id,
          productId: l.product_id,
          quantity: l.quantity,
          sequence: l.sequence,
        })),
      );
      if (!planned.ok) throw lineRefusalError(planned.refusal);
      const { plan } = planned;
      const known = new Set(current.map((l) => l.productId));
      await checkVisible(
        db,
        c,
        [...plan.insert, ...plan.update].map((l) => l.productId).filter((p) => !known.has(p)),
      );
      // Removed lines first: an inserted line may take a removed line's product (unique per quotation).
      await repo.deleteLines(db, q.id, plan.remove);
      for (const line of plan.update) await repo.updateLine(db, q.id, line);
      await repo.insertLines(db, q.id, plan.insert);
    }
    if (body.client_order_ref !== undefined) {
      await repo.lockCustomer(db, c.customerId);
      await checkReference(db, c, body.client_order_ref, q.id);
    }
    await repo.updateQuotation(db, q.id, {
      ...(body.client_order_ref !== undefined ? { clientOrderRef: emptyToNull(body.client_order_ref) } : {}),
      ...(body.note !== undefined ? { note: emptyToNull(body.note) } : {}),
      updatedAt: ctx.now(),
    });
  });
}

/** `POST quotations/{id}/add_line`: quantity 1 by default; a product already there is 409 duplicate_line. */
export function addLine(
  ctx: AppContext,
  c: CustomerContext,
  id: number,
  body: { product_id: number; quantity: number },
) {
  return change(ctx, c, id, 'edit', async (db, q) => {
    const current = await repo.loadLines(db, q.id);
    const planned = planAddLine(
      current.map((l) => ({ productId: l.variantId, sequence: l.sequence })),
      body.product_id,
      body.quantity,
    );
    if (!planned.ok) throw lineRefusalError(planned.refusal);
    await checkVisible(db, c, [body.product_id]);
    await repo.insertLines(db, q.id, [planned.line]);
    await repo.updateQuotation(db, q.id, { updatedAt: ctx.now() });
  });
}

/** `PUT quotations/{id}/update_line`: a line's quantity, place or product. */
export function updateLine(ctx: AppContext, c: CustomerContext, id: number, body: UpdateLineBody) {
  return change(ctx, c, id, 'edit', async (db, q) => {
    const current = (await repo.loadLines(db, q.id)).map((l) => ({
      id: l.id,
      productId: l.variantId,
      quantity: l.quantity,
      sequence: l.sequence,
    }));
    const planned = planUpdateLine(current, {
      id: body.line_id,
      productId: body.product_id,
      quantity: body.quantity,
      sequence: body.sequence,
    });
    if (!planned.ok) throw lineRefusalError(planned.refusal);
    if (!current.some((l) => l.productId === body.product_id)) await checkVisible(db, c, [body.product_id]);
    await repo.updateLine(db, q.id, planned.line);
    await repo.updateQuotation(db, q.id, { updatedAt: ctx.now() });
  });
}

/** `POST quotations/{id}/delete_line`. */
export function deleteLine(ctx: AppContext, c: CustomerContext, id: number, lineId: number) {
  return change(ctx, c, id, 'edit', async (db, q) => {
    const current = await repo.loadLines(db, q.id);
    if (!current.some((l) => l.id === lineId)) throw notFound('quotation_line_not_found');
    await repo.deleteLines(db, q.id, [lineId]);
    await repo.updateQuotation(db, q.id, { updatedAt: ctx.now() });
  });
}

/** `DELETE quotations/{id}`: a draft or a cancelled quotation only. */
export async function deleteQuotation(ctx: AppContext, c: CustomerContext, id: number): Promise<void> {
  await ctx.db.transaction(async (db) => {
    const q = await ownQuotation(db, c, id, true);
    mustAllow(q, 'delete', c.locale);
    await repo.deleteQuotation(db, q.id);
  });
}

/** draft → customer_request; the sales team hears of it by mail (same transaction). */
export function requestQuotation(ctx: AppContext, c: CustomerContext, id: number) {
  return change(ctx, c, id, 'request_quotation', async (db, q) => {
    const lines = await repo.loadLines(db, q.id);
    if (lines.length === 0) throw conflict('quotation_empty');
    const now = ctx.now();
    await repo.updateQuotation(db, q.id, {
      state: 'customer_request',
      requestedBy: c.userId,
      requestedAt: now,
      updatedAt: now,
    });
    const customer = await repo.customerOf(db, c.customerId);
    await enqueueRequestMails(ctx, db, q, customer ?? { name: '', ref: '' }, lines.length);
  });
}

export function cancelQuotation(ctx: AppContext, c: CustomerContext, id: number) {
  return change(ctx, c, id, 'cancel', async (db, q) => {
    await repo.updateQuotation(db, q.id, { state: 'cancel', updatedAt: ctx.now() });
  });
}

/**
 * Back to a draft the buyer may change again. The staff's prices are cleared with the validity date: they
 * were given for the lines as requested, and the buyer may now change them; a new request is priced again.
 */
export function resetToDraft(ctx: AppContext, c: CustomerContext, id: number) {
  return change(ctx, c, id, 'reset_to_draft', async (db, q) => {
    await repo.clearPrices(db, q.id);
    await repo.updateQuotation(db, q.id, {
      state: 'draft',
      validityDate: null,
      requestedAt: null,
      sentAt: null,
      updatedAt: ctx.now(),
    });
  });
}
