import { describe, expect, it } from 'vitest';
import { fiveYears, monthlyOrdered, monthsElapsed, sameDayLastYear, type Expense } from './expenses';

const rows: Expense[] = [
  { year: 2026, month: 1, family: 'meds', cents: 10_000 },
  { year: 2026, month: 1, family: 'food', cents: 2_550 },
  { year: 2026, month: 3, family: 'equipment', cents: 7_451 },
  { year: 2025, month: 12, family: 'other', cents: 999 },
  { year: 2022, month: 6, family: 'food', cents: 100 },
];

describe('monthlyOrdered', () => {
  it('gives twelve months, the family split and the average over the months begun this year', () => {
    const m = monthlyOrdered(2026, '2026-03-15', rows, [{ year: 2026, month: 1, orders: 2 }]);
    expect(m.months).toHaveLength(12);
    expect(m.months[0]).toEqual({ month: 1, amount: 125.5, orders: 2 });
    expect(m.months[2]).toEqual({ month: 3, amount: 74.51, orders: 0 });
    expect(m.months[11]).toEqual({ month: 12, amount: 0, orders: 0 });
    expect(m.total).toBe(200.01);
    expect(m.months_counted).toBe(3);
    expect(m.average).toBe(66.67);
    expect(m.families).toEqual({ food: 25.5, meds: 100, equipment: 74.51, other: 0 });
  });

  it('averages a past year over 12 months and a future year over none', () => {
    expect(monthlyOrdered(2025, '2026-03-15', rows, []).average).toBe(0.83);
    expect(monthlyOrdered(2027, '2026-03-15', rows, [])).toMatchObject({
      average: 0,
      months_counted: 0,
      total: 0,
    });
  });
});

describe('fiveYears', () => {
  it('lists every year oldest first, empty years at 0', () => {
    const f = fiveYears(2026, 5, rows, [{ year: 2025, month: 12, orders: 1 }]);
    expect(f.years.map((y) => y.year)).toEqual([2022, 2023, 2024, 2025, 2026]);
    expect(f.years[0]).toMatchObject({ amount: 1, food: 1 });
    expect(f.years[1]).toMatchObject({ amount: 0, orders: 0 });
    expect(f.years[3]).toMatchObject({ amount: 9.99, other: 9.99, orders: 1 });
    expect(f.years[4]).toMatchObject({ amount: 200.01, food: 25.5, meds: 100, equipment: 74.51 });
  });
});

describe('dates', () => {
  it.each([
    ['2026-03-15', '2025-03-15'],
    ['2028-02-29', '2027-02-28'],
    ['2026-01-01', '2025-01-01'],
  ])('the same day last year of %s is %s', (day, last) => expect(sameDayLastYear(day)).toBe(last));
  it.each([
    [2025, 12],
    [2026, 3],
    [2027, 0],
  ])('months elapsed in %i on 2026-03-15: %i', (year, n) =>
    expect(monthsElapsed(year, '2026-03-15')).toBe(n),
  );
});
