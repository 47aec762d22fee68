import type { ProductMonthlyOrdered } from '@vetshop/contract';
import { describe, expect, it } from 'vitest';
import { statsMonths } from './product-stats-view';

const stats = (quantities: number[]): ProductMonthlyOrdered => ({
  product_id: 5,
  // April 2025 … March 2026.
  months: quantities.map((quantity, i) => ({
    year: i < 9 ? 2025 : 2026,
    month: ((i + 3) % 12) + 1,
    quantity,
    orders: quantity > 0 ? 1 : 0,
  })),
  total_quantity: quantities.reduce((a, b) => a + b, 0),
  date_last_ordered: null,
});

describe('statsMonths', () => {
  it('names each month with its year for the table and shortly for the axis, in the buyer language', () => {
    const fr = statsMonths(stats(Array.from({ length: 12 }, () => 0)), 'fr');
    expect(fr.map((m) => m.name)).toEqual([
      'avril 2025',
      'mai 2025',
      'juin 2025',
      'juillet 2025',
      'août 2025',
      'septembre 2025',
      'octobre 2025',
      'novembre 2025',
      'décembre 2025',
      'janvier 2026',
      'février 2026',
      'mars 2026',
    ]);
    expect(fr[9]!.label).toBe('janv');
    expect(statsMonths(stats(Array.from({ length: 12 }, () => 0)), 'nl')[11]!.name).toBe('maart 2026');
    expect(statsMonths(stats(Array.from({ length: 12 }, () => 0)), 'en')[0]!.name).toBe('April 2025');
  });

  it('sizes each bar against the busiest month; nothing ordered draws no bar', () => {
    const months = statsMonths(stats([0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 2, 0]), 'fr');
    expect(months[2]).toMatchObject({ quantity: 4, orders: 1, share: 1 });
    expect(months[10]).toMatchObject({ quantity: 2, share: 0.5 });
    expect(statsMonths(stats(Array.from({ length: 12 }, () => 0)), 'fr').every((m) => m.share === 0)).toBe(
      true,
    );
  });
});
