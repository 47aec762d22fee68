import type { MiniHit, PriceView, VariantDetail } from '@vetshop/contract';
import { describe, expect, it } from 'vitest';
import {
  checkAddition,
  checkQuantity,
  deliveryForecast,
  isInStock,
  lineOptions,
  MAX_QTY,
  priceBreakRows,
  purchaseMode,
  quickAddBlock,
  relatedProducts,
  selectVariant,
  substitutesToShow,
} from './product-view';

const price: PriceView = {
  value: 11.52,
  original_value: 12,
  discount: 4,
  tax_included: false,
  indicated_price: 19.5,
  currency: 'EUR',
};

describe('selectVariant', () => {
  const variants = [
    { id: 7, main: false },
    { id: 8, main: true },
    { id: 9, main: false },
  ];
  it('takes the variant of the URL, else the main one', () => {
    expect(selectVariant(variants, '9')?.id).toBe(9);
    expect(selectVariant(variants, null)?.id).toBe(8);
    expect(selectVariant(variants, '12345')?.id).toBe(8);
    expect(selectVariant(variants, 'abc')?.id).toBe(8);
    expect(selectVariant([{ id: 1, main: false }], undefined)?.id).toBe(1);
    expect(selectVariant([], '1')).toBeUndefined();
  });
});

describe('stock mapping', () => {
  it('reads in_stock and in_limited_stock as in stock, the rest as no stock', () => {
    expect(isInStock('in_stock')).toBe(true);
    expect(isInStock('in_limited_stock')).toBe(true);
    expect(isInStock('resupplying')).toBe(false);
    expect(isInStock('out_of_stock')).toBe(false);
    expect(isInStock('supplier_out_of_stock')).toBe(false);
  });
});

describe('purchaseMode', () => {
  const base = { signedIn: true, canOrder: true, orderMode: 'direct' as const, price };
  it('decides what the buyer can do', () => {
    expect(purchaseMode(base)).toBe('add');
    expect(purchaseMode({ ...base, signedIn: false })).toBe('guest');
    expect(purchaseMode({ ...base, orderMode: 'quotation' })).toBe('quotation');
    expect(purchaseMode({ ...base, canOrder: false })).toBe('cannot_order');
    expect(purchaseMode({ ...base, price: null })).toBe('unpriced');
    // A guest never learns more than "sign in", whatever the product.
    expect(purchaseMode({ ...base, signedIn: false, orderMode: 'quotation', price: null })).toBe('guest');
  });
});

describe('checkQuantity', () => {
  it('accepts whole numbers from 1', () => {
    expect(checkQuantity('3')).toEqual({ ok: true, qty: 3 });
    expect(checkQuantity(' 03 ')).toEqual({ ok: true, qty: 3 });
    expect(checkQuantity('100000')).toEqual({ ok: true, qty: 100000 });
  });
  it('explains what is wrong', () => {
    expect(checkQuantity('')).toEqual({ ok: false, error: 'required' });
    expect(checkQuantity('2.5')).toEqual({ ok: false, error: 'integer' });
    expect(checkQuantity('1e3')).toEqual({ ok: false, error: 'integer' });
    expect(checkQuantity('abc')).toEqual({ ok: false, error: 'integer' });
    expect(checkQuantity('0')).toEqual({ ok: false, error: 'min' });
    expect(checkQuantity('-2')).toEqual({ ok: false, error: 'min' });
    expect(checkQuantity('100001')).toEqual({ ok: false, error: 'max' });
  });
});

describe('priceBreakRows', () => {
  it('starts at one unit and sorts the breaks', () => {
    expect(
      priceBreakRows({
        price,
        price_breaks: [
          { min_quantity: 12, discount: 8, value: 11.04 },
          { min_quantity: 6, discount: 5, value: 11.4 },
        ],
      }),
    ).toEqual([
      { minQuantity: 1, value: 11.52, discount: 4 },
      { minQuantity: 6, value: 11.4, discount: 5 },
      { minQuantity: 12, value: 11.04, discount: 8 },
    ]);
  });
  it('is empty without breaks or without a price', () => {
    expect(priceBreakRows({ price, price_breaks: [] })).toEqual([]);
    expect(
      priceBreakRows({ price: null, price_breaks: [{ min_quantity: 6, discount: 5, value: 1 }] }),
    ).toEqual([]);
  });
});

describe('substitutes and options', () => {
  const substitutes = [{ id: 1 }] as unknown as VariantDetail['substitutes'];
  it('offers substitutes only when the variant is not available', () => {
    expect(substitutesToShow({ stock: { state: 'out_of_stock', display: 'no_stock' }, substitutes })).toBe(
      substitutes,
    );
    expect(
      substitutesToShow({ stock: { state: 'in_limited_stock', display: 'in_stock' }, substitutes }),
    ).toEqual([]);
  });
  it('keeps the made-to-order tick in the line options', () => {
    expect(lineOptions(true, true)).toEqual({ mto_confirmed: true });
    expect(lineOptions(false, true)).toBeNull();
  });
});

describe('relatedProducts', () => {
  const hit = (id: number) => ({ id }) as MiniHit;
  it('merges the links without duplicates nor the product itself', () => {
    const product = {
      id: 1,
      links: { cross: [hit(2), hit(1)], up: [hit(3), hit(2)], related: [hit(4), hit(5)] },
    };
    expect(relatedProducts(product, 3).map((h) => h.id)).toEqual([2, 3, 4]);
  });
});

describe('checkAddition (the per-line maximum)', () => {
  it('refuses what would take the line above the maximum and says how many can still be added', () => {
    expect(checkAddition(99_999, 0)).toEqual({ ok: true });
    expect(checkAddition(99_999, 2)).toEqual({ ok: false, error: 'lineMax', room: MAX_QTY - 2 });
    expect(checkAddition(1, MAX_QTY)).toEqual({ ok: false, error: 'lineMax', room: 0 });
    expect(checkAddition(3, 2)).toEqual({ ok: true });
  });
});

describe('quickAddBlock (why a card cannot add in one click)', () => {
  it('names the reason for a made-to-order or quotation-only product, none for a direct one', () => {
    expect(quickAddBlock({ is_mto: true, order_mode: 'direct' })).toBe('mto');
    expect(quickAddBlock({ is_mto: false, order_mode: 'quotation' })).toBe('quotation');
    expect(quickAddBlock({ is_mto: true, order_mode: 'quotation' })).toBe('quotation');
    expect(quickAddBlock({ is_mto: false, order_mode: 'direct' })).toBeNull();
  });
});

describe('deliveryForecast', () => {
  it('splits a quantity beyond the stock into units delivered now and units to follow', () => {
    expect(deliveryForecast('5', 3)).toEqual({ total: 5, now: 3, later: 2 });
    expect(deliveryForecast(' 4 ', 3)).toEqual({ total: 4, now: 3, later: 1 });
  });
  it('says nothing while the stock covers the quantity', () => {
    expect(deliveryForecast('3', 3)).toBeNull();
    expect(deliveryForecast('1', 180)).toBeNull();
  });
  it('sends everything to follow when nothing is available', () => {
    expect(deliveryForecast('2', 0)).toEqual({ total: 2, now: 0, later: 2 });
  });
  it('counts what the cart already holds of the line: the stock serves it first', () => {
    expect(deliveryForecast('2', 3, 2)).toEqual({ total: 4, now: 3, later: 1 });
    expect(deliveryForecast('1', 3, 2)).toBeNull();
    expect(deliveryForecast('1', 3, 5)).toEqual({ total: 6, now: 3, later: 3 });
  });
  it('says nothing for a quantity the form refuses, or when the stock is not known', () => {
    for (const raw of ['', '0', '2.5', 'abc', String(MAX_QTY + 1)])
      expect(deliveryForecast(raw, 0)).toBeNull();
    expect(deliveryForecast('2', 0, MAX_QTY - 1)).toBeNull();
    expect(deliveryForecast('5', null)).toBeNull();
  });
});
