import type { DemoDataset } from '../types';

/** A demo standard order: its customer, name, reference and lines by SKU. */
export interface GenWishlist {
  customerRef: string;
  name: string;
  clientOrderRef: string | null;
  lines: { sku: string; quantity: number }[];
}

/** The lists of the demo accounts (issue 10 §2): the vet has three (one of 30 lines), the pharmacist one. */
const PLANS = [
  { customer: 0, name: 'Commande hebdomadaire', ref: 'HEBDO', lines: 30, offset: 0, vetOnly: true },
  { customer: 0, name: 'Chirurgie', ref: null, lines: 8, offset: 7, vetOnly: true },
  { customer: 0, name: 'Équine', ref: 'EQ', lines: 5, offset: 13, vetOnly: true },
  { customer: 1, name: 'Réassort pharmacie', ref: null, lines: 10, offset: 3, vetOnly: false },
] as const;

/**
 * Pure and deterministic: products each account may order online (active, sold on the site, ordered directly;
 * veterinary-only products for the vet only, decision 008), spread over the catalogue by a stride, quantities
 * 1 to 4. A list never holds a product twice (spec doc 1 §5).
 */
export function buildDemoWishlists(
  data: Pick<DemoDataset, 'products' | 'variants' | 'customers'>,
): GenWishlist[] {
  const products = new Map(data.products.map((p) => [p.code, p]));
  const orderable = (vet: boolean) =>
    data.variants
      .filter((v) => {
        const p = products.get(v.productCode);
        return (
          p !== undefined &&
          (v.active ?? true) &&
          (p.active ?? true) &&
          !p.notSoldOnWebsite &&
          (p.orderMode ?? 'direct') === 'direct' &&
          (vet || !p.veterinaryOnly)
        );
      })
      .map((v) => v.sku)
      .sort();
  const forVet = orderable(true);
  const forOthers = orderable(false);
  return PLANS.flatMap((plan) => {
    const customer = data.customers[plan.customer];
    const skus = plan.vetOnly ? forVet : forOthers;
    if (!customer || skus.length === 0) return [];
    const stride = Math.max(1, Math.floor(skus.length / (plan.lines + 1)));
    const picked = new Set<string>();
    for (let i = 0; picked.size < Math.min(plan.lines, skus.length) && i < skus.length * 2; i += 1)
      picked.add(skus[(plan.offset + i * stride) % skus.length]!);
    return [
      {
        customerRef: customer.ref,
        name: plan.name,
        clientOrderRef: plan.ref,
        lines: [...picked].map((sku, i) => ({ sku, quantity: 1 + ((i + plan.offset) % 4) })),
      },
    ];
  });
}
