import { describe, expect, it } from 'vitest';
import type { GenOrder, GenOrderLine } from '../types';
import { buildDocuments, orderDocuments } from './documents';

const line = (over: Partial<GenOrderLine>): GenOrderLine =>
  ({ kind: 'product', qty: 4, qtyDelivered: 4, qtyBackorder: 0, qtyCanceled: 0, ...over }) as GenOrderLine;
const order = (over: Partial<GenOrder>): GenOrder =>
  ({
    name: 'S2026-000042',
    customerRef: 'C1',
    channel: 'phone',
    delivered: true,
    dateOrder: new Date('2026-03-01T10:00:00Z'),
    dateCommitment: new Date('2026-03-03T11:00:00Z'),
    lines: [line({})],
    ...over,
  }) as GenOrder;

const TODAY = '2026-03-10';

describe('orderDocuments', () => {
  it('a delivered order has its confirmation (order day), delivery note and invoice (delivery day)', () => {
    const docs = orderDocuments(order({}), TODAY);
    expect(docs.map((d) => [d.type, d.number, d.documentDate.toISOString().slice(0, 10)])).toEqual([
      ['order', 'S2026-000042', '2026-03-01'],
      ['delivery_note', 'L2026-000042', '2026-03-03'],
      ['invoice', 'F2026-000042', '2026-03-03'],
    ]);
    expect(docs.every((d) => d.channel === 'phone' && d.orderName === 'S2026-000042')).toBe(true);
  });

  it('cancelled quantities are credited; an order still waiting for all its goods has only its confirmation', () => {
    expect(
      orderDocuments(order({ lines: [line({ qtyCanceled: 1, qtyDelivered: 3 })] }), TODAY).map((d) => d.type),
    ).toEqual(['order', 'delivery_note', 'invoice', 'credit_note']);
    const waiting = order({ delivered: false, lines: [line({ qtyDelivered: 0, qtyBackorder: 4 })] });
    expect(orderDocuments(waiting, TODAY).map((d) => d.type)).toEqual(['order']);
    // A delivery line is no goods: it does not make a delivery note.
    const onlyCharges = order({
      delivered: false,
      lines: [line({ qtyDelivered: 0, qtyBackorder: 4 }), line({ kind: 'delivery', qtyDelivered: 1 })],
    });
    expect(orderDocuments(onlyCharges, TODAY).map((d) => d.type)).toEqual(['order']);
  });
});

describe('orderDocuments of an open order', () => {
  it('dates what was already delivered of it no later than today, though its planned delivery lies ahead', () => {
    const open = order({
      delivered: false,
      dateOrder: new Date('2026-03-09T10:00:00Z'),
      dateCommitment: new Date('2026-03-20T11:00:00Z'),
      lines: [line({ qtyDelivered: 1, qtyBackorder: 3 })],
    });
    // At the latest the start of today (midnight in Brussels), never before the order.
    const note = orderDocuments(open, TODAY).find((d) => d.type === 'delivery_note');
    expect(note!.documentDate.toISOString()).toBe('2026-03-09T23:00:00.000Z');
    const sameDay = orderDocuments(open, '2026-03-09').find((d) => d.type === 'delivery_note');
    expect(sameDay!.documentDate.toISOString()).toBe('2026-03-09T10:00:00.000Z');
  });
});

describe('buildDocuments', () => {
  it('lists a pricelist per customer besides the orders’ documents', () => {
    const docs = buildDocuments([order({})], ['C1', 'C2'], '2026-03-10');
    expect(docs.filter((d) => d.type === 'pricelist').map((d) => d.number)).toEqual(['PL-C1', 'PL-C2']);
  });
});
