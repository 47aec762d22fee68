import { randomUUID } from 'node:crypto';
import { MAX_LINE_QTY, type Cart, type CartSyncBody, type SyncReport } from '@vetshop/contract';
import type { Executor } from '@vetshop/db';
import { planCartSync, transactionStatus, type CartRefusalCode, type SyncTransaction } from '@vetshop/domain';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { translate } from '../../i18n/messages';
import type { CustomerContext } from '../../plugins/request-context';
import { listAddresses } from '../customer';
import { loadScopePricing } from './pricing';
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
 * What the batch does to the cart is decided by the domain's planCartSync; this loads and persists.
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
          // Stored by this service from a planner outcome, so a refusal code.
          message: translate(k.reason as CartRefusalCode, customer.locale),
        });
    }
    const fresh: SyncTransaction[] = [...unique.values()].map((t) => ({
      uuid: t.uuid,
      productId: t.product_id,
      qty: t.qty,
      options: t.options ?? null,
    }));
    if (!cart && fresh.length === 0) return null;
    const target = cart ?? (await createCart(ctx, db, customer, locked.paymentModeId));

    const rows = await repo.loadLines(db, target.id);
    const scope = { pricelistId: customer.pricelistId, isVeterinary: customer.role === 'veterinary', today };
    // Prices are dated: once a day every line is repriced (and its availability refreshed); otherwise only
    // the lines this batch changes, which are all lines of the batch's products.
    const repriceAll = target.pricedOn !== today;
    const freshIds = [...new Set(fresh.map((t) => t.productId))];
    const pricedIds = repriceAll ? [...new Set([...freshIds, ...rows.map((r) => r.variantId)])] : freshIds;
    const facts = new Map((await repo.variantFacts(db, freshIds)).map((f) => [f.id, f]));
    const pricing = await loadScopePricing(db, pricedIds, scope);
    const stock = await repo.stockOf(db, pricedIds);

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
      plan.outcomes.map(({ transaction: t, refusal }) => ({
        uuid: t.uuid,
        customerId: customer.customerId,
        cartId: target.id,
        variantId: t.productId,
        qty: t.qty,
        options: t.options,
        status: transactionStatus(refusal),
        reason: refusal,
      })),
    );
    for (const { transaction: t, refusal } of plan.outcomes) {
      if (refusal === null) report.applied.push(t.uuid);
      else
        report.rejected.push({
          uuid: t.uuid,
          product_id: t.productId,
          code: refusal,
          message: translate(refusal, customer.locale),
        });
    }

    const saved =
      fresh.length > 0 || repriceAll
        ? await repo.updateCart(db, target.id, repriceAll ? { pricedOn: today } : {})
        : target;
    return buildCartView(ctx, db, saved, lines, customer, report);
  });
}
