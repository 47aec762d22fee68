import { describe, expect, it } from 'vitest';
import { STOCK_STATES } from './enums';
import { deriveStockState, qtyUnavailable, splitAvailability, stockDisplay } from './stock';

describe('stockDisplay', () => {
  it('maps the five states onto the two labels', () => {
    expect(Object.fromEntries(STOCK_STATES.map((s) => [s, stockDisplay(s)]))).toEqual({
      in_stock: 'in_stock',
      in_limited_stock: 'in_stock',
      resupplying: 'no_stock',
      out_of_stock: 'no_stock',
      supplier_out_of_stock: 'no_stock',
    });
  });
});

describe('deriveStockState', () => {
  it.each([
    // available, incoming, supplier out of stock, threshold → state
    [11, 0, false, 10, 'in_stock'],
    [10, 0, false, 10, 'in_limited_stock'],
    [1, 0, true, 10, 'in_limited_stock'], // own stock wins over the supplier's
    [1, 0, false, 0, 'in_stock'],
    [0, 5, false, 10, 'resupplying'],
    [0, 5, true, 10, 'supplier_out_of_stock'],
    [0, 0, false, 10, 'out_of_stock'],
    [-2, 0, false, 10, 'out_of_stock'],
    [0, 0, false, -1, 'out_of_stock'], // a negative threshold never makes 0 "in stock"
  ] as const)(
    '%i available, %i incoming, supplier out %s, threshold %i → %s',
    (qtyAvailable, qtyIncoming, supplierOutOfStock, limitedThreshold, expected) => {
      expect(deriveStockState({ qtyAvailable, qtyIncoming, supplierOutOfStock, limitedThreshold })).toBe(
        expected,
      );
    },
  );
});

describe('splitAvailability / qtyUnavailable', () => {
  it.each([
    [10, 4, 4, 6],
    [3, 10, 3, 0],
    [5, 5, 5, 0],
    [5, 0, 0, 5],
    [5, -3, 0, 5],
    [0, 10, 0, 0],
  ])('ordered %i, available %i → %i now, %i backorder', (ordered, available, now, backorder) => {
    expect(splitAvailability(ordered, available)).toEqual({ available: now, backorder });
    expect(qtyUnavailable(ordered, available)).toBe(backorder);
  });
});
