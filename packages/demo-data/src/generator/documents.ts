import type { IsoDate, SaleChannel } from '@vetshop/domain';
import type { DocumentTypeValue } from '@vetshop/db';
import { atTime } from '../dates';
import type { GenOrder } from '../types';

/** A document of a demo customer: an order's, or the pricelist (made on download from today's prices). */
export interface GenDocument {
  customerRef: string;
  /** The order's name (S2026-000042); null for the pricelist. */
  orderName: string | null;
  type: DocumentTypeValue;
  number: string;
  channel: SaleChannel | null;
  documentDate: Date;
}

/** A document number from the order's: S2026-000042 → F2026-000042 for its invoice. */
function numbered(orderName: string, prefix: string): string {
  return orderName.replace(/^S/, prefix);
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * The documents an order of the history has (issue 9 §2): every order its confirmation; goods delivered, a
 * delivery note; a delivered order, its invoice; cancelled quantities, a credit note. Dated on the order day
 * (confirmation) and on the delivery day (the others) — never after the start of `today` (the seed's day), so no
 * demo document is dated after the moment the shop runs: an open order's planned delivery may lie ahead, but what
 * was already delivered of it went the day after it was ordered.
 */
export function orderDocuments(order: GenOrder, today: IsoDate): GenDocument[] {
  const goods = order.lines.filter((l) => l.kind === 'product' || l.kind === 'free_goods');
  const ordered = order.dateOrder as Date;
  const planned = (order.dateCommitment as Date | null | undefined) ?? ordered;
  const startOfToday = atTime(today, 0, 0).getTime();
  const delivered =
    planned.getTime() <= startOfToday
      ? planned
      : new Date(Math.max(ordered.getTime(), Math.min(ordered.getTime() + DAY_MS, startOfToday)));
  const base = { customerRef: order.customerRef, orderName: order.name, channel: order.channel ?? 'web' };
  const docs: GenDocument[] = [{ ...base, type: 'order', number: order.name, documentDate: ordered }];
  if (goods.some((l) => (l.qtyDelivered ?? 0) > 0))
    docs.push({ ...base, type: 'delivery_note', number: numbered(order.name, 'L'), documentDate: delivered });
  if (order.delivered)
    docs.push({ ...base, type: 'invoice', number: numbered(order.name, 'F'), documentDate: delivered });
  if (goods.some((l) => (l.qtyCanceled ?? 0) > 0))
    docs.push({ ...base, type: 'credit_note', number: numbered(order.name, 'C'), documentDate: delivered });
  return docs;
}

/** Every customer's pricelist, listed at the start of the seed day (never after an order placed that day). */
export function pricelistDocument(customerRef: string, today: IsoDate): GenDocument {
  return {
    customerRef,
    orderName: null,
    type: 'pricelist',
    number: `PL-${customerRef}`,
    channel: null,
    documentDate: atTime(today, 0, 0),
  };
}

export function buildDocuments(
  orders: readonly GenOrder[],
  customerRefs: readonly string[],
  today: IsoDate,
): GenDocument[] {
  return [
    ...orders.flatMap((o) => orderDocuments(o, today)),
    ...customerRefs.map((ref) => pricelistDocument(ref, today)),
  ];
}
