import type { MonthlyOrdered } from '@vetshop/contract';
import { describe, expect, it } from 'vitest';
import { changePercent, familyRows, hasExpenses, monthRows, yearRows } from './chart-data';

const monthly: MonthlyOrdered = {
  year: 2026,
  months: Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    amount: i === 0 ? 120.5 : 0,
    orders: i === 0 ? 1 : 0,
  })),
  total: 120.5,
  average: 40.17,
  months_counted: 3,
  families: { food: 20, meds: 90.5, equipment: 10, other: 0 },
};

describe('chart data', () => {
  it('gives twelve months named in the buyer’s language with the average on each', () => {
    const fr = monthRows(monthly, 'fr');
    expect(fr).toHaveLength(12);
    expect(fr[0]).toMatchObject({ month: 1, name: 'janvier', amount: 120.5, average: 40.17 });
    expect(monthRows(monthly, 'nl')[2]!.name).toBe('maart');
    expect(monthRows(monthly, 'en')[11]).toMatchObject({ name: 'December', label: 'Dec', amount: 0 });
  });

  it('splits the year in food, meds and equipment, in that order', () => {
    expect(familyRows(monthly)).toEqual([
      { family: 'food', amount: 20 },
      { family: 'meds', amount: 90.5 },
      { family: 'equipment', amount: 10 },
    ]);
  });

  it('keeps the five years oldest first', () => {
    const rows = yearRows({
      years: [2022, 2023, 2024, 2025, 2026].map((year) => ({
        year,
        amount: year - 2000,
        orders: 1,
        food: 1,
        meds: 2,
        equipment: 3,
        other: 0,
      })),
    });
    expect(rows.map((r) => r.year)).toEqual([2022, 2023, 2024, 2025, 2026]);
    expect(rows[4]).toEqual({ year: 2026, amount: 26, food: 1, meds: 2, equipment: 3 });
  });

  it.each([
    [150, 100, 50],
    [50, 100, -50],
    [100, 0, null],
    [0, 3, -100],
  ])('%d this year vs %d last year: %s %', (a, b, pct) => expect(changePercent(a, b)).toBe(pct));

  it('knows an empty period', () => {
    expect(hasExpenses([{ amount: 0 }, { amount: 0 }])).toBe(false);
    expect(hasExpenses(monthRows(monthly, 'fr'))).toBe(true);
  });
});
