import { describe, expect, it } from 'vitest';
import type { AddressLike } from './address';
import {
  planCheckout,
  type CheckoutCarrier,
  type CheckoutInput,
  type CheckoutOrderPlan,
} from './checkout-plan';
import type { LinePrice } from './line-price';

const address: AddressLike = { id: 1, name: 'Clinique', street: 'Rue 1', zip: '1000', city: 'Bruxelles' };
const standard: CheckoutCarrier = { id: 1, withDropoffSite: false, priceCents: 750, freeOverCents: 15_000 };
const dropoff: CheckoutCarrier = { id: 2, withDropoffSite: true, priceCents: 490, freeOverCents: null };

const price = (unitPriceCents: number, qty: number, extra: Partial<LinePrice> = {}): LinePrice => ({
  unitPriceCents,
  netPriceCents: unitPriceCents,
  discountBp: 0,
  amountCents: unitPriceCents * qty,
  freeQty: 0,
  promotion: null,
  ...extra,
});

function input(over: Partial<CheckoutInput<CheckoutCarrier>> = {}): CheckoutInput<CheckoutCarrier> {
  return {
    canOrder: true,
    lines: [{ variantId: 1, qty: 2, options: null }],
    delivery: address,
    invoicing: address,
    products: new Map([[1, { name: 'Amoxivantis 250 mg', sku: 'VS-1', vatRateBp: 600 }]]),
    prices: [price(2000, 2)],
    carriers: [standard, dropoff],
    carrierId: null,
    undeliveredGoodsCents: 0,
    stock: [
      { variantId: 1, qtyAvailable: 10, qtyIncoming: 0, supplierOutOfStock: false, limitedThreshold: 3 },
    ],
    ...over,
  };
}

function ordered(over: Partial<CheckoutInput<CheckoutCarrier>> = {}): CheckoutOrderPlan<CheckoutCarrier> {
  const plan = planCheckout(input(over));
  if (!plan.ok) throw new Error(`refused: ${plan.refusal.code}`);
  return plan;
}

describe('planCheckout refusals, in order', () => {
  it.each<[string, Partial<CheckoutInput<CheckoutCarrier>>, string]>([
    ['an account that cannot order', { canOrder: false, lines: [] }, 'customer_cannot_order'],
    ['an empty cart', { lines: [], delivery: undefined }, 'cart_empty'],
    ['a cart whose lines are all at 0', { lines: [{ variantId: 1, qty: 0, options: null }] }, 'cart_empty'],
    ['a missing delivery address', { delivery: undefined, prices: [null] }, 'invalid_addresses'],
    ['an incomplete invoicing address', { invoicing: { ...address, city: '' } }, 'invalid_addresses'],
    ['a line without a price', { prices: [null] }, 'product_not_priced'],
  ])('%s', (_, over, code) => {
    const plan = planCheckout(input(over));
    expect(plan.ok ? null : plan.refusal.code).toBe(code);
  });

  it('names the unpriced lines among the ordered ones', () => {
    const plan = planCheckout(
      input({
        lines: [
          { variantId: 1, qty: 0, options: null },
          { variantId: 1, qty: 1, options: null },
          { variantId: 2, qty: 1, options: null },
        ],
        prices: [price(2000, 1), null],
      }),
    );
    expect(plan).toEqual({ ok: false, refusal: { code: 'product_not_priced', lines: [1] } });
  });
});

describe('planCheckout orders', () => {
  it.each<[string, Partial<CheckoutInput<CheckoutCarrier>>, string[], number]>([
    ['under 150 €: product, delivery and fee', {}, ['product', 'delivery', 'fee'], 4000 + 750 + 1050],
    ['from 150 €: the product only', { prices: [price(7500, 2)] }, ['product'], 15_000],
    [
      'undelivered orders reaching 150 €: no fee',
      { undeliveredGoodsCents: 11_000 },
      ['product', 'delivery'],
      4000 + 750,
    ],
    ['the cart’s own carrier', { carrierId: 2 }, ['product', 'delivery', 'fee'], 4000 + 490 + 1050],
    [
      'free goods after their product',
      {
        prices: [
          price(2000, 2, { freeQty: 1, promotion: { ratioMainProduct: 2, ratioPromotionalProduct: 1 } }),
        ],
      },
      ['product', 'free_goods', 'delivery', 'fee'],
      4000 + 750 + 1050,
    ],
  ])('%s', (_, over, kinds, untaxed) => {
    const plan = ordered(over);
    expect(plan.orderLines.map((l) => l.kind)).toEqual(kinds);
    expect(plan.orderLines.map((l) => l.sequence)).toEqual(kinds.map((_, i) => i + 1));
    expect(plan.totals.untaxedCents).toBe(untaxed);
  });

  it('charges VAT per line at the product rate and 21 % on services', () => {
    const plan = ordered();
    expect(plan.orderLines.map((l) => [l.kind, l.taxRateBp, l.amountTaxCents])).toEqual([
      ['product', 600, 240],
      ['delivery', 2100, 158],
      ['fee', 2100, 221],
    ]);
  });

  it('records what stock cannot ship as backorder, free goods last, and the stock left', () => {
    const plan = ordered({
      lines: [{ variantId: 1, qty: 4, options: null }],
      prices: [
        price(2000, 4, { freeQty: 2, promotion: { ratioMainProduct: 2, ratioPromotionalProduct: 1 } }),
      ],
      stock: [
        { variantId: 1, qtyAvailable: 5, qtyIncoming: 3, supplierOutOfStock: false, limitedThreshold: 3 },
      ],
    });
    expect(plan.orderLines.slice(0, 2).map((l) => [l.kind, l.qty, l.qtyBackorder])).toEqual([
      ['product', 4, 0],
      ['free_goods', 2, 1],
    ]);
    expect(plan.stock).toEqual([{ variantId: 1, qtyAvailable: 0, state: 'resupplying' }]);
  });

  it('names a line whose product is gone by its variant id', () => {
    expect(ordered({ products: new Map() }).orderLines[0]?.productName).toBe('#1');
  });
});
