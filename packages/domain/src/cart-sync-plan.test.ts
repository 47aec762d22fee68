import { describe, expect, it } from 'vitest';
import {
  planCartSync,
  refusalFor,
  transactionStatus,
  type CartRefusalCode,
  type CartSyncInput,
  type SaleFacts,
  type StoredCartLine,
  type SyncTransaction,
} from './cart-sync-plan';
import { DAY, pricing } from './pricing.fixtures';
import type { Role } from './pricing';

interface Row extends StoredCartLine {
  id: number;
}

const sellable: SaleFacts = {
  variantActive: true,
  productActive: true,
  notSoldOnWebsite: false,
  veterinaryOnly: false,
  orderMode: 'direct',
};

function row(id: number, variantId: number, qty: number, extra: Partial<Row> = {}): Row {
  return {
    id,
    variantId,
    options: null,
    optionsKey: '',
    qty,
    qtyUnavailable: 0,
    sequence: id,
    unitPriceCents: 2000,
    netPriceCents: 2000,
    discountBp: 0,
    amountCents: 2000 * qty,
    freeQty: 0,
    promoRatioMain: null,
    promoRatioPromo: null,
    ...extra,
  };
}

let n = 0;
const tx = (productId: number, qty: number): SyncTransaction => ({
  uuid: `t${++n}`,
  productId,
  qty,
  options: null,
});

/** Variants 1–3 sellable at 20.00 € with 10 in stock; variant 9 unknown. */
function input(over: Partial<CartSyncInput<Row>> = {}): CartSyncInput<Row> {
  return {
    lines: [],
    transactions: [],
    role: 'pharmacist',
    scope: { pricelistId: 1, isVeterinary: false, today: DAY },
    facts: new Map([1, 2, 3].map((id) => [id, sellable])),
    pricing: new Map([1, 2, 3].map((id) => [id, pricing()])),
    stock: new Map([1, 2, 3].map((id) => [id, 10])),
    repriceAll: false,
    maxLineQty: 100,
    ...over,
  };
}

describe('refusalFor', () => {
  it.each<[string, Partial<SaleFacts> | undefined, Role, CartRefusalCode | null]>([
    ['a sellable product', {}, 'pharmacist', null],
    ['an unknown variant', undefined, 'pharmacist', 'product_unknown'],
    ['an inactive variant', { variantActive: false }, 'pharmacist', 'product_unknown'],
    ['an inactive product', { productActive: false }, 'veterinary', 'product_unknown'],
    ['a product not sold online', { notSoldOnWebsite: true }, 'pharmacist', 'product_not_sold_online'],
    [
      'a veterinary product for a pharmacist',
      { veterinaryOnly: true },
      'pharmacist',
      'product_veterinary_only',
    ],
    ['a veterinary product for a veterinarian', { veterinaryOnly: true }, 'veterinary', null],
    ['a product on quotation', { orderMode: 'quotation' }, 'veterinary', 'product_quotation_only'],
  ])('%s', (_, facts, role, expected) => {
    expect(refusalFor(facts && { ...sellable, ...facts }, role)).toBe(expected);
  });
});

describe('transactionStatus', () => {
  it.each<[CartRefusalCode | null, string]>([
    [null, 'applied'],
    ['nothing_to_reduce', 'ignored'],
    ['product_unknown', 'rejected'],
    ['qty_too_large', 'rejected'],
  ])('%s → %s', (refusal, status) => expect(transactionStatus(refusal)).toBe(status));
});

describe('planCartSync', () => {
  it.each<[string, Partial<CartSyncInput<Row>>, SyncTransaction[], (CartRefusalCode | null)[]]>([
    ['adds a sellable product', {}, [tx(1, 2)], [null]],
    ['refuses an unknown product', {}, [tx(9, 1)], ['product_unknown']],
    ['refuses a product without a price', { pricing: new Map() }, [tx(1, 1)], ['product_not_priced']],
    ['refuses a line above the maximum', {}, [tx(1, 60), tx(1, 41)], [null, 'qty_too_large']],
    ['ignores a reduction of an absent line', {}, [tx(1, -1)], ['nothing_to_reduce']],
    ['reduces a line added earlier in the batch', {}, [tx(1, 2), tx(1, -1)], [null, null]],
    ['takes the stored quantity into account', { lines: [row(1, 1, 99)] }, [tx(1, 2)], ['qty_too_large']],
  ])('%s', (_, over, transactions, refusals) => {
    const plan = planCartSync(input({ ...over, transactions }));
    expect(plan.outcomes.map((o) => o.refusal)).toEqual(refusals);
  });

  it('prices a new line, numbers it after the stored ones and records what stock cannot ship', () => {
    const plan = planCartSync(input({ lines: [row(1, 1, 1, { sequence: 4 })], transactions: [tx(2, 12)] }));
    expect(plan.removed).toEqual([]);
    expect(plan.updated).toEqual([]);
    expect(plan.inserted).toEqual([
      expect.objectContaining({
        variantId: 2,
        qty: 12,
        sequence: 5,
        amountCents: 24_000,
        qtyUnavailable: 2,
        qtyUnavailableSeen: 0,
        optionsKey: '',
      }),
    ]);
    expect(plan.lines.map((l) => l.variantId)).toEqual([1, 2]);
  });

  it('updates a changed line, removes an emptied one and leaves the others as they are', () => {
    const lines = [row(1, 1, 2), row(2, 2, 1), row(3, 3, 1)];
    const plan = planCartSync(input({ lines, transactions: [tx(1, 1), tx(2, -1)] }));
    expect(plan.removed).toEqual([lines[1]]);
    expect(plan.updated).toEqual([expect.objectContaining({ id: 1, qty: 3, amountCents: 6000 })]);
    expect(plan.lines).toEqual([expect.objectContaining({ id: 1, qty: 3 }), lines[2]]);
  });

  it('on a new day reprices every line and refreshes its availability', () => {
    const lines = [row(1, 1, 2, { unitPriceCents: 1500, netPriceCents: 1500, amountCents: 3000 })];
    const plan = planCartSync(input({ lines, repriceAll: true, stock: new Map([[1, 1]]) }));
    expect(plan.updated).toEqual([
      expect.objectContaining({ id: 1, unitPriceCents: 2000, amountCents: 4000, qtyUnavailable: 1 }),
    ]);
  });

  it('keeps the last known price of a line that has none today', () => {
    const lines = [row(1, 1, 2, { unitPriceCents: 1500, netPriceCents: 1500, amountCents: 3000 })];
    const plan = planCartSync(input({ lines, repriceAll: true, pricing: new Map() }));
    expect(plan.updated).toEqual([]);
    expect(plan.lines).toEqual(lines);
  });
});
