import type { Cents } from '@vetshop/domain';
import type { Executor } from '@vetshop/db';
import type { AppContext } from '../../context';
import { cartRebateBasis, type CartRebateBasis } from '../loyalty';
import * as repo from './repository';

/** What the cart answer shows of the customer's sales, apart from the cart itself. */
export interface SalesFigures {
  /** Goods excl. VAT of the confirmed orders not yet delivered (the low-order fee rule). */
  undeliveredCents: Cents;
  /** The year-end rebate card's tiers and purchases (null without a valid card today). */
  rebate: CartRebateBasis | null;
}

/**
 * The cart's read model of the customer's sales (decision 027). Every sync answers with the whole cart, and these
 * four reads (undelivered goods, the valid card, its tiers, the purchases of its time frame) were a third of a
 * sync's statements while they change only when the customer's orders or cards do. They are kept per customer,
 * for the day (a card counts only within its dates) and the customer's `sales_version`, which database triggers
 * renew in the same transaction as any write to the customer's orders, order lines, cards or rebate programmes —
 * whichever process or connection writes (a checkout, a cancellation, the ERP). The version must be read under the
 * customer's row lock (repo.lockCustomer): while it is held no such write can commit (its trigger waits for the
 * lock), so figures read in the same transaction are exactly those of that version, and another process's later
 * change brings a version this cache has not seen.
 */
const MAX_CUSTOMERS = 20_000;
const caches = new WeakMap<object, Map<number, { day: string; version: number; figures: SalesFigures }>>();

async function readFigures(ctx: AppContext, db: Executor, customerId: number): Promise<SalesFigures> {
  // One after the other: inside a transaction the queries share one connection.
  const undeliveredCents = await repo.undeliveredGoodsCents(db, customerId);
  return { undeliveredCents, rebate: await cartRebateBasis(ctx, db, customerId) };
}

/**
 * The figures for a cart answer built in `db`'s transaction. `salesVersion` is the customer's, read under the
 * customer's lock in that transaction; null when there is none to trust: then they are read afresh.
 */
export async function salesFigures(
  ctx: AppContext,
  db: Executor,
  customerId: number,
  salesVersion: number | null,
): Promise<SalesFigures> {
  if (salesVersion === null) return readFigures(ctx, db, customerId);
  let cache = caches.get(ctx.db);
  if (!cache) caches.set(ctx.db, (cache = new Map()));
  const day = ctx.today();
  const hit = cache.get(customerId);
  if (hit && hit.day === day && hit.version === salesVersion) return hit.figures;
  const figures = await readFigures(ctx, db, customerId);
  if (cache.size >= MAX_CUSTOMERS) cache.clear();
  cache.set(customerId, { day, version: salesVersion, figures });
  return figures;
}
