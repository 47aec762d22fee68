import { describe, expect, it } from 'vitest';
import { monthsEndingAt, productMonthlyOrdered, windowStart } from './product-months';

describe('monthsEndingAt', () => {
  it('gives this month and the 11 before, oldest first, across the turn of the year', () => {
    const months = monthsEndingAt('2026-03-31');
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ year: 2025, month: 4 });
    expect(months.slice(8)).toEqual([
      { year: 2025, month: 12 },
      { year: 2026, month: 1 },
      { year: 2026, month: 2 },
      { year: 2026, month: 3 },
    ]);
  });

  it('in December the window is the calendar year; in January it starts in February of last year', () => {
    expect(monthsEndingAt('2026-12-01').map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(windowStart('2026-12-01')).toBe('2026-01-01');
    expect(windowStart('2027-01-15')).toBe('2026-02-01');
  });
});

describe('productMonthlyOrdered', () => {
  it('fills the months without orders with zeros and sums the window only', () => {
    const stats = productMonthlyOrdered(
      42,
      '2026-05-20',
      [
        { year: 2026, month: 5, quantity: 3, orders: 1 },
        { year: 2025, month: 6, quantity: 10, orders: 2 },
      ],
      new Date('2026-05-19T08:00:00Z'),
    );
    expect(stats.product_id).toBe(42);
    expect(stats.months[0]).toEqual({ year: 2025, month: 6, quantity: 10, orders: 2 });
    expect(stats.months[11]).toEqual({ year: 2026, month: 5, quantity: 3, orders: 1 });
    expect(stats.months.filter((m) => m.quantity === 0)).toHaveLength(10);
    expect(stats.total_quantity).toBe(13);
    expect(stats.date_last_ordered).toBe('2026-05-19T08:00:00.000Z');
  });

  it('never ordered: twelve zero months and no last order', () => {
    const stats = productMonthlyOrdered(7, '2026-05-20', [], null);
    expect(stats.total_quantity).toBe(0);
    expect(stats.months.every((m) => m.quantity === 0 && m.orders === 0)).toBe(true);
    expect(stats.date_last_ordered).toBeNull();
  });
});
