import { describe, expect, it } from 'vitest';
import { buildDemoDataset } from './dataset';
import { PROMO_ALERT_DEMO, PROMO_ALERT_DEMO_SUBSCRIPTIONS } from './promo-alerts';

describe('promotion-end alerts demo', () => {
  const today = '2026-11-24';
  const data = buildDemoDataset({ size: 'small', today });

  it.each(Object.entries(PROMO_ALERT_DEMO))(
    '%s: a single-variant product every role may buy, with one promotion ending in the alert window',
    (_key, demo) => {
      const variant = data.variants.find((v) => v.sku === demo.sku);
      expect(variant).toBeDefined();
      const product = data.products.find((p) => p.code === variant!.productCode)!;
      expect(data.variants.filter((v) => v.productCode === product.code)).toHaveLength(1);
      expect(product).toMatchObject({ veterinaryOnly: false, notSoldOnWebsite: false });
      expect(product.orderMode ?? 'direct').toBe('direct');
      const promotional = data.priceRules.filter(
        (r) => r.sku === demo.sku && (r.kind === 'supplier_promotion' || r.kind === 'special'),
      );
      expect(promotional).toEqual([
        expect.objectContaining({
          kind: 'supplier_promotion',
          veterinary: false,
          pricelistCode: null,
          ratioMain: demo.main,
          ratioPromo: demo.free,
          dateEnd: new Date(Date.parse(`${today}T00:00:00Z`) + demo.endsInDays * 86_400_000)
            .toISOString()
            .slice(0, 10),
        }),
      ]);
      for (const role of ['veterinary', 'pharmacist', 'student', 'default'])
        expect(
          data.priceRules.some((r) => r.sku === demo.sku && r.kind === 'gross' && r.pricelistCode === role),
        ).toBe(true);
    },
  );

  it('subscribes only to products of the catalogue, never to the e2e journey’s product', () => {
    const skus = new Set(data.variants.map((v) => v.sku));
    for (const s of PROMO_ALERT_DEMO_SUBSCRIPTIONS)
      for (const sku of s.skus) expect(skus.has(sku)).toBe(true);
    expect(PROMO_ALERT_DEMO_SUBSCRIPTIONS.flatMap((s) => s.skus)).not.toContain(PROMO_ALERT_DEMO.e2e.sku);
  });
});
