import type { Executor } from '@vetshop/db';
import { forget, memo } from '../../cache';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import * as repo from './repository';

/**
 * Payment modes change rarely: read once a minute per database, through `db` (the open transaction, if any: PGlite
 * runs one at a time, so a read on the root database from inside a transaction would wait for it forever).
 */
export function cachedPaymentModes(ctx: AppContext, db: Executor): Promise<repo.PaymentModeRow[]> {
  return memo(ctx.db, 'payment-modes', 60_000, () => repo.listPaymentModes(db));
}

/** A payment mode the buyer chose for the cart must exist: 422 payment_mode_not_found on the field otherwise. */
export async function requirePaymentMode(db: Executor, id: number, path: string): Promise<void> {
  if (!(await repo.findPaymentMode(db, id)))
    throw new AppError(422, 'payment_mode_not_found', {}, [{ path, code: 'payment_mode_not_found' }]);
}

/**
 * The id of the payment mode `code`, added with `name` when the shop has none yet (the modes an order paid through
 * a provider gets, decision 041: a database without demo data has none of them until the first such order).
 */
export async function paymentModeId(
  ctx: AppContext,
  db: Executor,
  mode: { code: string; name: repo.PaymentModeRow['name'] },
): Promise<number> {
  const known = (await cachedPaymentModes(ctx, db)).find((m) => m.code === mode.code);
  if (known) return known.id;
  const id = await repo.ensurePaymentMode(db, mode);
  forget(ctx.db, 'payment-modes');
  return id;
}
