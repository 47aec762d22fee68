import { randomUUID } from 'node:crypto';
import { MAX_LINE_QTY, type Cart, type CartSyncRequest, type SyncReport } from '@vetshop/contract';
import type { Executor } from '@vetshop/db';
import {
  isUuid,
  planCartSync,
  readSyncTransaction,
  transactionStatus,
  type CartRefusalCode,
  type ReadTransaction,
  type SyncTransaction,
} from '@vetshop/domain';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { translate } from '../../i18n/messages';
import type { CustomerContext } from '../../plugins/request-context';
import { listAddresses } from '../customer';
import * as repo from './repository';
import type { CartLineRow, CartRow } from './repository';
import { buildCartView, cachedCarriers } from './view';

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

/**
 * POST v2/cart/sync. Applies a batch of transactions to the customer's current cart, exactly once per
 * transaction uuid, under a per-customer lock, and answers with the resulting cart and a report of what
 * became of each transaction. A batch naming a cart that is no longer current (confirmed meanwhile, or
 * unknown) is applied to the current cart, and the report says so (previous_uuid). null = no cart (204).
 * Each transaction is read on its own (domain readSyncTransaction): one that cannot be read is refused in
 * the report and the rest apply, since clients resend a refused batch for ever. What the batch does to the
 * cart is decided by the domain's planCartSync; this loads and persists.
 */
export async function syncCart(
  ctx: AppContext,
  customer: CustomerContext,
  body: CartSyncRequest,
): Promise<Cart | null> {
  const today = ctx.today();
  // Absent, null or not a UUID: the client knows no cart (a malformed one cannot name a cart of ours).
  const cartUuid = typeof body.uuid === 'string' && isUuid(body.uuid) ? body.uuid.toLowerCase() : null;
  return ctx.db.transaction(async (db) => {
    const lockedRow = await repo.lockCustomerWithCart(db, customer.customerId);
    if (!lockedRow) throw notFound();
    const { customer: locked, cart } = lockedRow;

    const report: SyncReport = {
      applied: [],
      duplicates: [],
      rejected: [],
      not_deduplicated: [],
      previous_uuid: null,
      previous_order_name: null,
    };
    const refuse = (index: number, uuid: string | null, productId: number | null, code: CartRefusalCode) =>
      report.rejected.push({
        index,
        uuid,
        product_id: productId,
        code,
        message: translate(code, customer.locale, { max: MAX_LINE_QTY }),
      });
    if (cartUuid && cartUuid !== cart?.uuid) {
      report.previous_uuid = cartUuid;
      const previous = await repo.findCartByUuid(db, customer.customerId, cartUuid);
      if (previous) report.previous_order_name = (await repo.orderOfCart(db, previous.id))?.name ?? null;
    }

    // Exactly once: a uuid already received (earlier batch, or twice in this one) is not applied again.
    // A transaction without uuid cannot be recognised when resent: it is applied and the report says so.
    const read: { index: number; t: ReadTransaction }[] = [];
    const indexOfUuid = new Map<string, number>();
    body.transactions.forEach((raw, index) => {
      const reading = readSyncTransaction(raw);
      if (!reading.ok) return refuse(index, reading.uuid, reading.productId, reading.code);
      const t = reading.transaction;
      if (t.uuid !== null && indexOfUuid.has(t.uuid)) return report.duplicates.push(t.uuid);
      if (t.uuid !== null) indexOfUuid.set(t.uuid, index);
      read.push({ index, t });
    });
    const known = await repo.knownTransactions(db, customer.customerId, [...indexOfUuid.keys()]);
    const knownUuids = new Set(known.map((k) => k.uuid));
    for (const k of known) {
      report.duplicates.push(k.uuid);
      // A lost response must not hide a refusal: a replayed refused transaction is reported again.
      // Stored by this service from a planner outcome, so a refusal code.
      if (k.status !== 'applied' && k.reason)
        refuse(indexOfUuid.get(k.uuid) ?? -1, k.uuid, k.variantId, k.reason as CartRefusalCode);
    }
    // The planner keys nothing by uuid; the sent position identifies a transaction without one.
    const sentAs = new Map<SyncTransaction, { index: number; uuid: string | null }>();
    const fresh: SyncTransaction[] = [];
    for (const { index, t } of read) {
      if (t.uuid !== null && knownUuids.has(t.uuid)) continue;
      const planned: SyncTransaction = { ...t, uuid: t.uuid ?? `#${index}` };
      sentAs.set(planned, { index, uuid: t.uuid });
      fresh.push(planned);
    }
    if (!cart && fresh.length === 0) return null;
    const target = cart ?? (await createCart(ctx, db, customer, locked.paymentModeId));

    // A cart created just now has no lines yet.
    const rows = cart ? await repo.loadLines(db, cart.id) : [];
    const scope = { pricelistId: customer.pricelistId, isVeterinary: customer.role === 'veterinary', today };
    // Prices are dated: once a day every line is repriced (and its availability refreshed); otherwise only
    // the lines this batch changes, which are all lines of the batch's products.
    const repriceAll = target.pricedOn !== today;
    const freshIds = [...new Set(fresh.map((t) => t.productId))];
    const pricedIds = repriceAll ? [...new Set([...freshIds, ...rows.map((r) => r.variantId)])] : freshIds;
    // The facts of every priced variant (the planner checks the batch's; the answer shows them all), their stock
    // and their price facts, in one statement: read once, then the facts are handed to the view.
    const { facts, stock, pricing } = await repo.variantFactsStockAndPricing(
      db,
      pricedIds,
      scope.pricelistId,
    );

    const plan = planCartSync({
      lines: rows,
      transactions: fresh,
      role: customer.role,
      scope,
      facts,
      pricing,
      stock,
      repriceAll,
      maxLineQty: MAX_LINE_QTY,
    });

    await repo.deleteLines(
      db,
      plan.removed.map((r) => r.id),
    );
    await repo.saveLines(db, plan.updated);
    const inserted = await repo.insertLines(
      db,
      plan.inserted.map((l) => ({ ...l, cartId: target.id })),
    );
    const insertedByKey = new Map(inserted.map((r) => [`${r.variantId}|${r.optionsKey}`, r]));
    const lines = plan.lines.map((r) =>
      'id' in r ? (r as CartLineRow) : insertedByKey.get(`${r.variantId}|${r.optionsKey}`)!,
    );

    await repo.recordTransactions(
      db,
      plan.outcomes.flatMap(({ transaction: t, refusal }) => {
        const uuid = sentAs.get(t)?.uuid ?? null;
        if (uuid === null) return [];
        return [
          {
            uuid,
            customerId: customer.customerId,
            cartId: target.id,
            variantId: t.productId,
            qty: t.qty,
            options: t.options,
            status: transactionStatus(refusal),
            reason: refusal,
          },
        ];
      }),
    );
    for (const { transaction: t, refusal } of plan.outcomes) {
      const { index, uuid } = sentAs.get(t) ?? { index: -1, uuid: null };
      if (refusal !== null) refuse(index, uuid, t.productId, refusal);
      else if (uuid !== null) report.applied.push(uuid);
      else report.not_deduplicated.push(index);
    }

    const saved =
      fresh.length > 0 || repriceAll
        ? await repo.updateCart(db, target.id, repriceAll ? { pricedOn: today } : {})
        : target;
    return buildCartView(ctx, db, saved, lines, customer, {
      sync: report,
      salesVersion: locked.salesVersion,
      facts,
    });
  });
}
