import { LOW_ORDER_THRESHOLD_CENTS } from '@vetshop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoDataset } from '../types';
import { buildDemoDataset } from './dataset';

let small: DemoDataset;
beforeAll(() => {
  small = buildDemoDataset({ size: 'small', today: '2026-03-15' });
});

const isMto = (d: DemoDataset, sku: string | null) => {
  const variant = d.variants.find((v) => v.sku === sku);
  return !!d.products.find((p) => p.code === variant?.productCode)?.isMto;
};

describe("the vet's products on order", () => {
  it('has open orders with a made-to-order backorder and cancellable backorders, on other channels than web', () => {
    const open = small.orders.filter((o) => o.customerRef === 'C000001' && !o.delivered);
    expect(open.every((o) => o.state === 'sale')).toBe(true);
    const lines = open.flatMap((o) =>
      o.lines.filter((l) => l.kind === 'product' && (l.qtyBackorder ?? 0) > 0),
    );
    expect(lines.some((l) => isMto(small, l.sku))).toBe(true);
    expect(lines.filter((l) => !isMto(small, l.sku)).length).toBeGreaterThanOrEqual(2);
    expect(new Set(open.map((o) => o.channel))).toEqual(new Set(['phone', 'fax']));
    const e2e = open.find((o) => o.clientOrderRef === 'BACKORDER-E2E');
    expect(e2e?.lines.find((l) => l.sku === 'VS-000013-1')).toMatchObject({ qty: 6, qtyBackorder: 5 });
  });

  it('keeps their goods far under the low-order threshold: a small order of the vet still pays the fee', () => {
    const open = small.orders.filter((o) => o.customerRef === 'C000001' && !o.delivered);
    const goods = open.reduce((sum, o) => sum + o.amountGoodsCents, 0);
    expect(goods).toBeLessThan(LOW_ORDER_THRESHOLD_CENTS - 5_000);
  });
});
