import { describe, expect, it } from 'vitest';
import { planCheckout, type CheckoutCarrier } from './checkout-plan';
import {
  couponRefusal,
  couponShares,
  normalizeCouponCode,
  type CouponTerms,
  type CouponUse,
} from './coupons';
import { computeTotals } from './totals';

const terms = (over: Partial<CouponTerms> = {}): CouponTerms => ({
  kind: 'percent',
  percentBp: 1000,
  amountCents: null,
  freeVariantId: null,
  freeQty: 1,
  minOrderCents: 0,
  startsOn: null,
  endsOn: null,
  perCustomerLimit: null,
  totalLimit: null,
  usedCount: 0,
  ended: false,
  ...over,
});
const use = (over: Partial<CouponUse> = {}): CouponUse => ({
  today: '2026-11-29',
  goodsCents: 10_000,
  customerUses: 0,
  ...over,
});

describe('normalizeCouponCode', () => {
  it('ignores letter case and spaces around the code', () => {
    expect(normalizeCouponCode('  spring10 ')).toBe('SPRING10');
  });
});

describe('couponRefusal', () => {
  it.each<[string, Partial<CouponTerms>, Partial<CouponUse>, string | null]>([
    ['a usable code', {}, {}, null],
    ['the last day is still in', { endsOn: '2026-11-29' }, {}, null],
    ['the first day is in', { startsOn: '2026-11-29' }, {}, null],
    ['after its last day', { endsOn: '2026-11-28' }, {}, 'coupon_expired'],
    ['ended by staff', { ended: true }, {}, 'coupon_expired'],
    ['before its first day', { startsOn: '2026-12-01' }, {}, 'coupon_not_started'],
    ['used up in total', { totalLimit: 5, usedCount: 5 }, {}, 'coupon_used_up'],
    ['once per customer, used', { perCustomerLimit: 1 }, { customerUses: 1 }, 'coupon_already_used'],
    ['twice per customer, used once', { perCustomerLimit: 2 }, { customerUses: 1 }, null],
    ['an empty cart', {}, { goodsCents: 0 }, 'coupon_not_applicable'],
    [
      'a free product that cannot be ordered',
      { kind: 'free_product', freeVariantId: 7 },
      {},
      'coupon_not_applicable',
    ],
    [
      'a free product that can',
      { kind: 'free_product', freeVariantId: 7 },
      { freeProductAvailable: true },
      null,
    ],
    ['under the minimum', { minOrderCents: 15_000 }, {}, 'coupon_min_order'],
    ['at the minimum', { minOrderCents: 10_000 }, {}, null],
    // A code that is over is said first: reaching the minimum would not help.
    ['expired and under the minimum', { endsOn: '2026-01-01', minOrderCents: 99_999 }, {}, 'coupon_expired'],
  ])('%s', (_, t, u, expected) => {
    expect(couponRefusal(terms(t), use(u))).toBe(expected);
  });
});

describe('couponShares', () => {
  const lines = [
    { amountCents: 3_333, vatRateBp: 2100 },
    { amountCents: 6_667, vatRateBp: 600 },
    { amountCents: 1_000, vatRateBp: 600 },
  ];

  it('a percentage per VAT rate, rounded per rate, with the VAT it takes off', () => {
    expect(couponShares(terms({ percentBp: 1250 }), lines)).toEqual([
      { vatRateBp: 600, cents: 958, taxCents: 57 },
      { vatRateBp: 2100, cents: 417, taxCents: 88 },
    ]);
  });

  it('an amount shared in proportion to each rate, adding up to the amount to the cent', () => {
    const shares = couponShares(terms({ kind: 'amount', percentBp: null, amountCents: 1_001 }), lines);
    expect(shares.reduce((s, x) => s + x.cents, 0)).toBe(1_001);
    expect(shares).toEqual([
      { vatRateBp: 600, cents: 698, taxCents: 42 },
      { vatRateBp: 2100, cents: 303, taxCents: 64 },
    ]);
  });

  it('an amount above the goods takes the goods to zero, never below', () => {
    const shares = couponShares(terms({ kind: 'amount', percentBp: null, amountCents: 50_000 }), lines);
    expect(shares.reduce((s, x) => s + x.cents, 0)).toBe(11_000);
  });

  it('nothing for a free product, or for a cart without goods', () => {
    expect(couponShares(terms({ kind: 'free_product', freeVariantId: 3 }), lines)).toEqual([]);
    expect(couponShares(terms(), [])).toEqual([]);
  });
});

describe('totals and the order with a code', () => {
  it('lower the untaxed amount, the VAT and the total, and count in the discount; thresholds before the code', () => {
    const goods = [{ qty: 1, unitPriceCents: 10_000, amountCents: 10_000, vatRateBp: 600 }];
    const carrier = { priceCents: 750, freeOverCents: 10_000 };
    const plain = computeTotals(goods, carrier, 0);
    const shares = couponShares(terms(), goods);
    const coded = computeTotals(goods, carrier, 0, shares);
    expect(coded.couponCents).toBe(1_000);
    expect(coded.untaxedCents).toBe(plain.untaxedCents - 1_000);
    expect(coded.taxCents).toBe(plain.taxCents - 60);
    expect(coded.totalCents).toBe(plain.totalCents - 1_060);
    expect(coded.discountCents).toBe(plain.discountCents + 1_000);
    // Free delivery over 100 € is judged on the goods before the code.
    expect(coded.deliveryCents).toBe(0);
  });

  it('planCheckout writes one negative coupon line per VAT rate and a free line for a free product', () => {
    const standard: CheckoutCarrier = { id: 1, withDropoffSite: false, priceCents: 750, freeOverCents: null };
    const base = {
      canOrder: true,
      lines: [{ variantId: 1, qty: 2, options: null }],
      delivery: { id: 1, name: 'Clinique', street: 'Rue 1', zip: '1000', city: 'Bruxelles' },
      invoicing: { id: 1, name: 'Clinique', street: 'Rue 1', zip: '1000', city: 'Bruxelles' },
      products: new Map([[1, { name: 'Amoxivantis', sku: 'VS-1', vatRateBp: 600 }]]),
      prices: [
        {
          unitPriceCents: 2000,
          netPriceCents: 2000,
          discountBp: 0,
          amountCents: 4000,
          freeQty: 0,
          promotion: null,
        },
      ],
      carriers: [standard],
      carrierId: null,
      undeliveredGoodsCents: 0,
      stock: [
        { variantId: 1, qtyAvailable: 10, qtyIncoming: 0, supplierOutOfStock: false, limitedThreshold: 3 },
        { variantId: 9, qtyAvailable: 0, qtyIncoming: 0, supplierOutOfStock: false, limitedThreshold: 3 },
      ],
    };
    const percent = planCheckout({ ...base, coupon: { code: 'SPRING10', terms: terms() } });
    if (!percent.ok) throw new Error(percent.refusal.code);
    const couponLines = percent.orderLines.filter((l) => l.kind === 'coupon');
    expect(couponLines).toEqual([
      expect.objectContaining({
        couponCode: 'SPRING10',
        amountUntaxedCents: -400,
        amountTaxCents: -24,
        taxRateBp: 600,
      }),
    ]);
    const sum = percent.orderLines.reduce((s, l) => s + l.amountUntaxedCents, 0);
    expect(sum).toBe(percent.totals.untaxedCents);

    const gift = planCheckout({
      ...base,
      coupon: {
        code: 'GIFT',
        terms: terms({ kind: 'free_product', percentBp: null, freeVariantId: 9, freeQty: 2 }),
        freeProduct: { name: 'Gift leash', sku: 'VS-9', vatRateBp: 2100 },
      },
    });
    if (!gift.ok) throw new Error(gift.refusal.code);
    expect(gift.orderLines.find((l) => l.variantId === 9)).toMatchObject({
      kind: 'free_goods',
      couponCode: 'GIFT',
      qty: 2,
      qtyBackorder: 2,
      amountUntaxedCents: 0,
    });
    expect(gift.totals.couponCents).toBe(0);
  });
});
