import { displayedCart, type PendingTransaction } from '@vetshop/cart';
import type { Cart, CartLine } from '@vetshop/contract';
import { describe, expect, it } from 'vitest';
import { latestServerCart, staleLoaderKey, visibleLines, type EngineView } from './cart-view';

function line(productId: number, qty: number): CartLine {
  return {
    id: productId,
    product_id: productId,
    name: `P${productId}`,
    sku: `SKU-${productId}`,
    url_key: null,
    qty,
    options: null,
    unit_price: 10,
    net_price: 9,
    discount: 10,
    amount: { untaxed: 9 * qty, tax: 0, total: 9 * qty, discount_total: 0, total_without_discount: 10 * qty },
    qty_unavailable: 0,
    qty_unavailable_diff: 0,
    free_qty: 0,
    promotion: null,
    is_delivery: false,
    tax_rate: 6,
  };
}

function cart(uuid: string, version: number, lines: CartLine[]): Cart {
  return { uuid, version, lines } as unknown as Cart;
}

function engine(serverCart: Cart | null, pending: PendingTransaction[], fresh: boolean): EngineView {
  return { serverCart, pending, lines: displayedCart(serverCart, pending).lines, fresh };
}

const tx = (productId: number, qty: number): PendingTransaction => ({
  uuid: `u${productId}${qty}`,
  productId,
  qty,
  options: null,
});

describe('latestServerCart', () => {
  const loader = cart('a', 5, [line(1, 2)]);

  it('is the loader cart before the engine runs or when the engine is older', () => {
    expect(latestServerCart(loader, null)).toBe(loader);
    expect(latestServerCart(loader, engine(cart('a', 4, []), [], true))).toBe(loader);
    expect(latestServerCart(loader, engine(cart('a', 5, []), [], true))).toBe(loader);
  });

  it('is the engine cart when newer, or another cart received since the page loaded', () => {
    const newer = cart('a', 6, []);
    expect(latestServerCart(loader, engine(newer, [], false))).toBe(newer);
    const other = cart('b', 1, []);
    expect(latestServerCart(loader, engine(other, [], true))).toBe(other);
    expect(latestServerCart(loader, engine(null, [], true))).toBeNull();
  });

  it('does not trust an old cart stored on the device over the loader', () => {
    expect(latestServerCart(loader, engine(cart('old', 9, []), [], false))).toBe(loader);
    expect(latestServerCart(loader, engine(null, [], false))).toBe(loader);
  });

  it('falls back to the stored cart when the back office could not be asked', () => {
    const stored = cart('a', 3, []);
    expect(latestServerCart(null, engine(stored, [], false))).toBe(stored);
  });
});

describe('visibleLines', () => {
  it('shows the engine view (never double-counted) while changes are pending', () => {
    const loader = cart('a', 5, [line(1, 2)]);
    const stored = cart('a', 4, [line(1, 1)]);
    const lines = visibleLines(loader, engine(stored, [tx(1, 1), tx(2, 3)], false));
    expect(lines.map((l) => [l.productId, l.qty, l.pending])).toEqual([
      [1, 2, true],
      [2, 3, true],
    ]);
  });

  it('shows the latest server cart when nothing is pending', () => {
    const loader = cart('a', 5, [line(1, 2)]);
    expect(visibleLines(loader, null).map((l) => l.qty)).toEqual([2]);
    expect(visibleLines(loader, engine(null, [], false)).map((l) => l.qty)).toEqual([2]);
    expect(visibleLines(loader, engine(cart('a', 6, [line(1, 7)]), [], true)).map((l) => l.qty)).toEqual([7]);
  });
});

describe('staleLoaderKey', () => {
  const loader = cart('a', 5, []);
  it('asks to reload once per newer engine cart', () => {
    expect(staleLoaderKey(loader, null)).toBeNull();
    expect(staleLoaderKey(loader, engine(cart('a', 9, []), [], false))).toBeNull(); // not heard since load
    expect(staleLoaderKey(loader, engine(cart('a', 5, []), [], true))).toBeNull();
    expect(staleLoaderKey(loader, engine(cart('a', 6, []), [], true))).toBe('a@6');
    expect(staleLoaderKey(loader, engine(cart('b', 1, []), [], true))).toBe('b@1');
    expect(staleLoaderKey(loader, engine(null, [], true))).toBe('none');
    expect(staleLoaderKey(null, engine(null, [], true))).toBeNull();
  });
});
