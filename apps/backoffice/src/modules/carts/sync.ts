import { randomUUID } from 'node:crypto';
import { MAX_LINE_QTY, type Cart, type CartSyncBody, type SyncReport } from '@vetshop/contract';
import type { Executor } from '@vetshop/db';
import {
  optionsKey,
  planTransactions,
  qtyUnavailable,
  type CartLineLike,
  type CartTransaction,
} from '@vetshop/domain';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { translate, type MessageCode } from '../../i18n/messages';
import type { CustomerContext } from '../../plugins/request-context';
import { listAddresses } from '../customer';
import { loadScopePricing, priceLine, type LinePrice } from './pricing';
import * as repo from './repository';
import type { CartLineRow, CartRow, NewCartLine, VariantFacts } from './repository';
import { buildCartView, cachedCarriers } from './view';

type Reason = Extract<
  MessageCode,
  | 'product_unknown'
  | 'product_not_sold_online'
  | 'product_veterinary_only'
  | 'product_quotation_only'
  | 'product_not_priced'
  | 'qty_too_large'
  | 'nothing_to_reduce'
>;

/** A line while a batch is planned: the stored row (null for a new line) and the planner's fields. */
interface WorkLine extends CartLineLike {
  row: CartLineRow | null;
}

export async function createCart(
  ctx: AppContext,
  db: Executor,
  customer: CustomerContext,
  paymentModeId: number | null,
): Promise<CartRow> {
  const id = await repo.nextCartId(db);
  const delivery = await listAddresses(db, customer.customerId, 'delivery');
  const invoicing = await listAddresses(db, customer.customerId, 'invoicing');
  const carriers = await cachedCarriers(ctx, db);
  return repo.insertCart(db, {
    id,
    uuid: randomUUID(),
    customerId: customer.customerId,
    name: `C${String(id).padStart(6, '0')}`,
    deliveryAddressId: delivery[0]?.id ?? null,
    invoicingAddressId: invoicing[0]?.id ?? null,
    carrierId: carriers.find((c) => !c.withDropoffSite)?.id ?? null,
    paymentModeId,
  });
}

function reasonFor(f: VariantFacts | undefined, customer: CustomerContext): Reason | null {
  if (!f || !f.variantActive || !f.productActive) return 'product_unknown';
  if (f.notSoldOnWebsite) return 'product_not_sold_online';
  if (f.veterinaryOnly && customer.role !== 'veterinary') return 'product_veterinary_only';
  if (f.orderMode === 'quotation') return 'product_quotation_only';
  return null;
}

function applyPrice(row: CartLineRow | NewCartLine, price: LinePrice | null): void {
  if (!price) return; // keep the last known price; checkout refuses an unpriced line
  row.unitPriceCents = price.unitPriceCents;
  row.netPriceCents = price.netPriceCents;
  row.discountBp = price.discountBp;
  row.amountCents = price.amountCents;
  row.freeQty = price.freeQty;
  row.promoRatioMain = price.promotion?.ratioMainProduct ?? null;
  row.promoRatioPromo = price.promotion?.ratioPromotionalProduct ?? null;
}

/**
 * POST v2/cart/sync. Applies a batch of transactions to the customer's current cart, exactly once per
 * transaction uuid, under a per-customer lock, and answers with the resulting cart and a report of what
 * became of each transaction. A batch naming a cart that is no longer current (confirmed meanwhile, or
 * unknown) is applied to the current cart, and the report says so (previous_uuid). null = no cart (204).
 */
export async function syncCart(
  ctx: AppContext,
  customer: CustomerContext,
  body: CartSyncBody,
): Promise<Cart | null> {
  const today = ctx.today();
  return ctx.db.transaction(async (db) => {
    const lockedRow = await repo.lockCustomerWithCart(db, customer.customerId);
    if (!lockedRow) throw notFound();
    const { customer: locked, cart } = lockedRow;

    const report: SyncReport = {
      applied: [],
      duplicates: [],
      rejected: [],
      previous_uuid: null,
      previous_order_name: null,
    };
    if (body.uuid && body.uuid !== cart?.uuid) {
      report.previous_uuid = body.uuid;
      const previous = await repo.findCartByUuid(db, customer.customerId, body.uuid);
      if (previous) report.previous_order_name = (await repo.orderOfCart(db, previous.id))?.name ?? null;
    }

    // Exactly once: a uuid already received (earlier batch, or twice in this one) is not applied again.
    const unique = new Map<string, CartSyncBody['transactions'][number]>();
    for (const t of body.transactions) {
      if (unique.has(t.uuid)) report.duplicates.push(t.uuid);
      else unique.set(t.uuid, t);
    }
    for (const k of await repo.knownTransactions(db, [...unique.keys()])) {
      unique.delete(k.uuid);
      report.duplicates.push(k.uuid);
      // A lost response must not hide a refusal: a replayed refused transaction is reported again.
      if (k.status !== 'applied' && k.reason)
        report.rejected.push({
          uuid: k.uuid,
          product_id: k.variantId,
          code: k.reason,
          message: translate(k.reason as MessageCode, customer.locale),
        });
    }
    const fresh = [...unique.values()];
    if (!cart && fresh.length === 0) return null;
    const target = cart ?? (await createCart(ctx, db, customer, locked.paymentModeId));

    const rows = await repo.loadLines(db, target.id);
    const scope = { pricelistId: customer.pricelistId, isVeterinary: customer.role === 'veterinary', today };
    // Prices are dated: once a day every line is repriced (and its availability refreshed); otherwise only
    // the lines this batch changes, which are all lines of the batch's products.
    const repriceAll = target.pricedOn !== today;
    const freshIds = [...new Set(fresh.map((t) => t.product_id))];
    const facts = new Map((await repo.variantFacts(db, freshIds)).map((f) => [f.id, f]));
    const pricing = await loadScopePricing(
      db,
      repriceAll ? [...new Set([...freshIds, ...rows.map((r) => r.variantId)])] : freshIds,
      scope,
    );

    // Decide each transaction in order, tracking line quantities as the planner will.
    const running = new Map(rows.map((r) => [`${r.variantId}|${r.optionsKey}`, r.qty]));
    const accepted: CartTransaction[] = [];
    const outcome = new Map<string, Reason | null>();
    for (const t of fresh) {
      const key = `${t.product_id}|${optionsKey(t.options ?? null)}`;
      const lineQty = running.get(key) ?? 0;
      let reason: Reason | null = null;
      if (t.qty > 0) {
        reason =
          reasonFor(facts.get(t.product_id), customer) ??
          (priceLine(pricing, t.product_id, 1, scope) === null ? 'product_not_priced' : null) ??
          (lineQty + t.qty > MAX_LINE_QTY ? 'qty_too_large' : null);
      } else if (t.qty < 0 && lineQty <= 0) {
        reason = 'nothing_to_reduce';
      }
      outcome.set(t.uuid, reason);
      if (reason) continue;
      running.set(key, Math.max(0, lineQty + t.qty));
      accepted.push({ uuid: t.uuid, productId: t.product_id, qty: t.qty, options: t.options ?? null });
    }

    const work: WorkLine[] = rows.map((row) => ({
      row,
      productId: row.variantId,
      qty: row.qty,
      options: row.options ?? null,
    }));
    const plan = planTransactions(work, accepted, (tx) => ({
      row: null,
      productId: tx.productId,
      qty: tx.qty,
      options: tx.options && Object.keys(tx.options).length > 0 ? tx.options : null,
    }));

    const changed = new Set<WorkLine>([...plan.inserted, ...plan.updated]);
    const toPrice = repriceAll ? plan.lines : plan.lines.filter((l) => changed.has(l));
    const priceOf = new Map(toPrice.map((l) => [l, priceLine(pricing, l.productId, l.qty, scope)]));
    const stockQty = await repo.stockOf(
      db,
      toPrice.map((l) => l.productId),
    );

    const dirty: CartLineRow[] = [];
    const inserts: NewCartLine[] = [];
    const finalRows: (CartLineRow | NewCartLine)[] = [];
    let sequence = rows.reduce((m, r) => Math.max(m, r.sequence), 0);
    for (const line of plan.lines) {
      const unavailable = priceOf.has(line)
        ? qtyUnavailable(line.qty, stockQty.get(line.productId) ?? 0)
        : (line.row?.qtyUnavailable ?? 0);
      if (line.row) {
        const row: CartLineRow = { ...line.row, qty: line.qty, qtyUnavailable: unavailable };
        if (priceOf.has(line)) applyPrice(row, priceOf.get(line) ?? null);
        const r0 = line.row;
        if (
          row.qty !== r0.qty ||
          row.qtyUnavailable !== r0.qtyUnavailable ||
          row.amountCents !== r0.amountCents ||
          row.netPriceCents !== r0.netPriceCents ||
          row.unitPriceCents !== r0.unitPriceCents ||
          row.freeQty !== r0.freeQty
        )
          dirty.push(row);
        finalRows.push(row);
      } else {
        const row: NewCartLine = {
          cartId: target.id,
          variantId: line.productId,
          options: line.options,
          optionsKey: optionsKey(line.options),
          qty: line.qty,
          qtyUnavailable: unavailable,
          qtyUnavailableSeen: 0,
          sequence: ++sequence,
        };
        applyPrice(row, priceOf.get(line) ?? null);
        inserts.push(row);
        finalRows.push(row);
      }
    }
    await repo.deleteLines(
      db,
      plan.removed.flatMap((l) => (l.row ? [l.row.id] : [])),
    );
    await repo.saveLines(db, dirty);
    const inserted = await repo.insertLines(db, inserts);
    const insertedByKey = new Map(inserted.map((r) => [`${r.variantId}|${r.optionsKey}`, r]));
    const lines = finalRows.map((r) =>
      'id' in r && typeof r.id === 'number'
        ? (r as CartLineRow)
        : insertedByKey.get(`${r.variantId}|${r.optionsKey}`)!,
    );

    await repo.recordTransactions(
      db,
      fresh.map((t) => {
        const reason = outcome.get(t.uuid) ?? null;
        return {
          uuid: t.uuid,
          customerId: customer.customerId,
          cartId: target.id,
          variantId: t.product_id,
          qty: t.qty,
          options: t.options ?? null,
          status: reason === null ? 'applied' : reason === 'nothing_to_reduce' ? 'ignored' : 'rejected',
          reason,
        } as const;
      }),
    );
    for (const t of fresh) {
      const reason = outcome.get(t.uuid) ?? null;
      if (reason === null) report.applied.push(t.uuid);
      else
        report.rejected.push({
          uuid: t.uuid,
          product_id: t.product_id,
          code: reason,
          message: translate(reason, customer.locale),
        });
    }

    const saved =
      fresh.length > 0 || repriceAll
        ? await repo.updateCart(db, target.id, repriceAll ? { pricedOn: today } : {})
        : target;
    return buildCartView(ctx, db, saved, lines, customer, report);
  });
}
