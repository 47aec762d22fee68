import { documents, saleOrders, type Executor } from '@vetshop/db';
import type { GenDocument } from '../generator/documents';
import { idOf, insertAll } from './batches';

/** The documents of the demo customers, after their orders (a document names its order). */
export async function insertDocuments(
  db: Executor,
  docs: readonly GenDocument[],
  customerIdsByRef: ReadonlyMap<string, number>,
): Promise<void> {
  const orders = await db.select({ id: saleOrders.id, name: saleOrders.name }).from(saleOrders);
  const orderIds = new Map(orders.map((o) => [o.name, o.id]));
  await insertAll(db, documents, docs, ({ customerRef, orderName, ...d }) => ({
    ...d,
    customerId: idOf(customerIdsByRef, customerRef, 'customer'),
    saleOrderId: orderName === null ? null : idOf(orderIds, orderName, 'order'),
  }));
}
