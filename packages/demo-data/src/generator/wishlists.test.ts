import { describe, expect, it } from 'vitest';
import { buildDemoDataset } from './dataset';
import { buildDemoWishlists } from './wishlists';

describe('demo standard orders', () => {
  const data = buildDemoDataset({ size: 'small', today: '2026-11-23' });
  const lists = buildDemoWishlists(data);
  const products = new Map(data.products.map((p) => [p.code, p]));
  const productOf = new Map(data.variants.map((v) => [v.sku, products.get(v.productCode)!]));

  it('gives the vet three lists, one of 30 lines, and the pharmacist one', () => {
    const [vet, pharma] = data.customers;
    expect(lists.filter((l) => l.customerRef === vet!.ref).map((l) => [l.name, l.lines.length])).toEqual([
      ['Commande hebdomadaire', 30],
      ['Chirurgie', 8],
      ['Équine', 5],
    ]);
    expect(lists.filter((l) => l.customerRef === pharma!.ref).map((l) => l.name)).toEqual([
      'Réassort pharmacie',
    ]);
  });

  it('holds each product once, orderable online, veterinary-only products for the vet only', () => {
    for (const list of lists) {
      expect(new Set(list.lines.map((l) => l.sku)).size).toBe(list.lines.length);
      for (const line of list.lines) {
        const p = productOf.get(line.sku)!;
        expect(p.notSoldOnWebsite).toBeFalsy();
        expect(p.orderMode ?? 'direct').toBe('direct');
        if (list.customerRef !== data.customers[0]!.ref) expect(p.veterinaryOnly).toBeFalsy();
        expect(line.quantity).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('is deterministic', () => {
    expect(buildDemoWishlists(data)).toEqual(lists);
  });
});
