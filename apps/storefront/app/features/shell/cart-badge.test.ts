import { describe, expect, it } from 'vitest';
import { cartBadge } from './cart-badge';

describe('the header’s cart badge', () => {
  it('shows the number up to 99, then "99+" (the label keeps the exact number)', () => {
    expect(cartBadge(0)).toBe('0');
    expect(cartBadge(99)).toBe('99');
    expect(cartBadge(100)).toBe('99+');
    expect(cartBadge(99_999)).toBe('99+');
  });
});
