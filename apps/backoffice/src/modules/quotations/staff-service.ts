import type {
  Locale,
  StaffQuotation,
  staffQuotationPriceBodySchema,
  staffQuotationsQuerySchema,
} from '@vetshop/contract';
import type { Executor } from '@vetshop/db';
import { centsToEuros, toCents, transition } from '@vetshop/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, conflict, notFound } from '../../errors';
import { recordStaffAction, staffActionsOf } from '../staff';
import { invalidTransition } from './errors';
import { formatDay } from '../../i18n/format-day';
import { enqueueReadyMail } from './mails';
import * as repo from './repository';
import type { QuotationRow } from './repository';
import { buildQuotation, listFigures, summarize, valueLines, type PriceScope } from './view';

type StaffQuery = z.infer<typeof staffQuotationsQuerySchema>;
type PriceBody = z.infer<typeof staffQuotationPriceBodySchema>;

async function scopeOfCustomer(db: Executor, customerId: number): Promise<PriceScope> {
  const customer = await repo.customerOf(db, customerId);
  return { customerId, pricelistId: customer?.pricelistId ?? 0, role: customer?.role ?? 'default' };
}

export async function listForStaff(ctx: AppContext, query: StaffQuery, locale: Locale) {
  void locale;
  const filter = { state: query.quotation_state };
  const count = await repo.countQuotations(ctx.db, filter);
  const rows = await repo.listForStaff(ctx.db, filter, query.page_size, (query.page - 1) * query.page_size);
  // Each quotation priced for its own customer (pricelist and role read with the page, not per customer).
  const figures = await listFigures(
    ctx,
    ctx.db,
    rows.map(({ quotation, pricing }) => ({
      quotation,
      scope: { customerId: quotation.customerId, pricelistId: pricing.pricelistId, role: pricing.role },
    })),
  );
  return {
    count,
    items: rows.map(({ quotation: q, customer }) => ({
      id: q.id,
      name: q.name,
      quotation_state: q.state,
      client_order_ref: q.clientOrderRef,
      date_created: q.createdAt.toISOString(),
      date_requested: q.requestedAt ? q.requestedAt.toISOString() : null,
      validity_date: q.validityDate,
      line_count: figures.get(q.id)?.lineCount ?? 0,
      amount_total: centsToEuros(figures.get(q.id)?.totalCents ?? 0),
      sale_id: q.saleId,
      customer,
    })),
  };
}

/** One quotation for the staff: the buyer's view plus the customer, the requester's login and the history. */
export async function staffQuotation(
  ctx: AppContext,
  db: Executor,
  q: QuotationRow,
  locale: Locale,
): Promise<StaffQuotation> {
  const customer = await repo.customerOf(db, q.customerId);
  const scope = await scopeOfCustomer(db, q.customerId);
  const base = await buildQuotation(ctx, db, q, scope, locale);
  const requester = await repo.userOf(db, q.requestedBy ?? q.createdBy);
  const history = await staffActionsOf(db, 'quotation', q.id);
  return {
    ...base,
    customer: { id: q.customerId, ref: customer?.ref ?? '', name: customer?.name ?? '' },
    requested_by: requester?.login ?? null,
    history: history.map((h) => ({ action: h.action, by: h.by, at: h.at.toISOString(), detail: h.detail })),
  };
}

export async function getForStaff(ctx: AppContext, id: number, locale: Locale): Promise<StaffQuotation> {
  const q = await repo.findAnyQuotation(ctx.db, id);
  if (!q) throw notFound('quotation_not_found');
  return staffQuotation(ctx, ctx.db, q, locale);
}

async function lockedForStaff(db: Executor, id: number) {
  const q = await repo.findAnyQuotation(db, id, true);
  if (!q) throw notFound('quotation_not_found');
  return q;
}

/**
 * The staff's prices (customer_request only): per line a unit price excl. VAT and a discount, and the validity
 * date; lines not named keep what they had. Recorded in the staff actions' log with what was set.
 */
export async function priceQuotation(
  ctx: AppContext,
  staffUserId: number,
  id: number,
  body: PriceBody,
  locale: Locale,
): Promise<StaffQuotation> {
  return ctx.db.transaction(async (db) => {
    const q = await lockedForStaff(db, id);
    if (!transition(q.state, 'price').ok) throw invalidTransition(q.state, locale);
    const lineIds = new Set((await repo.loadLines(db, q.id)).map((l) => l.id));
    const set = body.lines.map((l) => ({
      line_id: l.line_id,
      unitPriceCents: toCents(l.unit_price),
      discountBp: Math.round(l.discount * 100),
    }));
    for (const l of set) {
      if (!lineIds.has(l.line_id)) throw notFound('quotation_line_not_found');
      await repo.setLinePrice(db, q.id, l.line_id, l.unitPriceCents, l.discountBp);
    }
    if (body.validity_date !== undefined) {
      if (body.validity_date !== null && body.validity_date < ctx.today())
        throw new AppError(400, 'validation_failed', {}, [
          { path: 'validity_date', code: 'quotation_validity_past' },
        ]);
      await repo.updateQuotation(db, q.id, { validityDate: body.validity_date, updatedAt: ctx.now() });
    }
    await recordStaffAction(db, {
      staffUserId,
      recordType: 'quotation',
      recordId: q.id,
      action: 'price',
      detail: {
        lines: set.map((l) => ({
          line_id: l.line_id,
          unit_price: centsToEuros(l.unitPriceCents),
          discount: l.discountBp / 100,
        })),
        ...(body.validity_date !== undefined ? { validity_date: body.validity_date } : {}),
      },
    });
    return staffQuotation(ctx, db, (await repo.findAnyQuotation(db, q.id))!, locale);
  });
}

/** customer_request → waiting_acceptation once every line is quoted; the buyer's "your quote is ready" mail. */
export async function sendQuotation(
  ctx: AppContext,
  staffUserId: number,
  id: number,
  locale: Locale,
): Promise<StaffQuotation> {
  return ctx.db.transaction(async (db) => {
    const q = await lockedForStaff(db, id);
    if (!transition(q.state, 'send').ok) throw invalidTransition(q.state, locale);
    const lines = await repo.loadLines(db, q.id);
    if (lines.length === 0 || lines.some((l) => !l.quoted)) throw conflict('quotation_not_priced');
    if (q.validityDate !== null && q.validityDate < ctx.today())
      throw conflict('quotation_expired', { date: formatDay(q.validityDate, locale) });
    const now = ctx.now();
    await repo.updateQuotation(db, q.id, { state: 'waiting_acceptation', sentAt: now, updatedAt: now });
    const scope = await scopeOfCustomer(db, q.customerId);
    const totals = await summarize(db, await valueLines(ctx, db, lines, scope), q.customerId, q.saleId);
    await recordStaffAction(db, {
      staffUserId,
      recordType: 'quotation',
      recordId: q.id,
      action: 'send',
      detail: { total: centsToEuros(totals.totalCents), validity_date: q.validityDate },
    });
    await enqueueReadyMail(ctx, db, q, totals.totalCents);
    return staffQuotation(ctx, db, (await repo.findAnyQuotation(db, q.id))!, locale);
  });
}
