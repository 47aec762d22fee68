import type { Executor } from '@vetshop/db';
import { memo } from '../../cache';
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
