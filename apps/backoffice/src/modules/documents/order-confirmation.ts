import type { Executor } from '@vetshop/db';
import type { SaleChannel } from '@vetshop/domain';
import * as repo from './repository';

/**
 * Records the order confirmation of an order just placed, in the caller's transaction: the order and its
 * confirmation exist together or not at all, so the documents list shows every order the buyer placed.
 * Its number is the order's (as the demo history's confirmations).
 */
export async function recordOrderConfirmation(
  db: Executor,
  order: { customerId: number; saleOrderId: number; number: string; channel: SaleChannel; date: Date },
): Promise<void> {
  await repo.insertDocument(db, {
    customerId: order.customerId,
    type: 'order',
    number: order.number,
    saleOrderId: order.saleOrderId,
    channel: order.channel,
    documentDate: order.date,
  });
}
