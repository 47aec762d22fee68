import type { WishlistLine } from '@vetshop/contract';
import { describe, expect, it } from 'vitest';
import { addAllPlan, readIds, readName, readQuantities } from './wishlist-forms';

const others = [
  { id: 1, name: 'Lundi' },
  { id: 2, name: 'Équine' },
];

describe('readName (uniqueness checked on the client, spec doc 1 §5)', () => {
  it.each([
    ['Mardi', null],
    ['  ', 'required'],
    ['LUNDI', 'taken'],
    ['equine ', 'taken'],
    ['x'.repeat(101), 'too_long'],
  ])('%j → %s', (raw, problem) => {
    expect(readName(raw, others).problem).toBe(problem);
  });

  it('keeps what was typed, and lets a list keep its own name', () => {
    expect(readName(' Lundi ', others, 1)).toEqual({ value: ' Lundi ', problem: null });
    expect(readName(null, others).value).toBe('');
  });
});

describe('readQuantities', () => {
  const lines = [
    { id: 10, quantity: 2 },
    { id: 11, quantity: 1 },
    { id: 12, quantity: 5 },
  ];
  it('reads each line’s field, keeps what was typed and names the lines typed wrong', () => {
    const form = new FormData();
    form.set('qty.10', ' 4 ');
    form.set('qty.11', '0');
    form.set('qty.12', 'abc');
    const read = readQuantities(form, lines);
    expect(read.invalid).toEqual([11, 12]);
    expect(read.typed).toEqual({ 10: '4', 11: '0', 12: 'abc' });
    expect(read.quantities.get(10)).toBe(4);
  });

  it('keeps the saved quantity of a line without field', () => {
    const read = readQuantities(new FormData(), lines);
    expect([...read.quantities]).toEqual([
      [10, 2],
      [11, 1],
      [12, 5],
    ]);
    expect(read.invalid).toEqual([]);
  });

  it.each(['1.5', '-1', '100001', '1e3', ''])('refuses %j', (value) => {
    const form = new FormData();
    form.set('qty.10', value);
    expect(readQuantities(form, lines).invalid).toEqual([10]);
  });
});

describe('readIds', () => {
  it('keeps positive integer ids once', () => {
    expect(readIds(['3', '3', '0', '-2', 'x', '99999999999', '7'])).toEqual([3, 7]);
  });
});

describe('addAllPlan', () => {
  const product = (name: string, orderMode: 'direct' | 'quotation' = 'direct') => ({
    name,
    sku: `SKU-${name}`,
    cnk_code: null,
    url_key: name.toLowerCase(),
    image: null,
    price: null,
    stock: { state: 'in_stock' as const, display: 'in_stock' as const },
    order_mode: orderMode,
    is_mto: false,
  });
  const line = (id: number, p: WishlistLine['product'], quantity = 1): WishlistLine => ({
    id,
    sequence: id,
    product_id: 100 + id,
    quantity,
    product: p,
    substitutes: [],
  });

  it('puts every orderable line in one batch at its quantity and says the others', () => {
    const plan = addAllPlan(
      [line(1, product('A'), 3), line(2, null), line(3, product('Q', 'quotation')), line(4, product('B'))],
      (id) => `#${id}`,
    );
    expect(plan.items).toEqual([
      { productId: 101, qty: 3, options: null },
      { productId: 104, qty: 1, options: null },
    ]);
    expect(plan.named.map((n) => n.name)).toEqual(['A', 'B']);
    expect(plan.skipped).toEqual(['#102', 'Q']);
  });
});
