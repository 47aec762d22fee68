import { describe, expect, it } from 'vitest';
import { deliverySplit } from './line-messages';

describe('deliverySplit (spec doc 1 §4: what ships now, what follows as a backorder)', () => {
  it('splits a line beyond the stock into units delivered now and units to follow', () => {
    expect(deliverySplit({ qty: 5, qty_unavailable: 2 })).toEqual({ now: 3, later: 2 });
    expect(deliverySplit({ qty: 4, qty_unavailable: 4 })).toEqual({ now: 0, later: 4 });
  });

  it('says nothing when the stock covers the line, or for a line the back office has not priced yet', () => {
    expect(deliverySplit({ qty: 5, qty_unavailable: 0 })).toBeNull();
    expect(deliverySplit(null)).toBeNull();
  });
});
