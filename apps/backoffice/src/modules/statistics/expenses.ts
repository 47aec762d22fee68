import type { FiveYears, MonthlyOrdered } from '@vetshop/contract';
import {
  centsToEuros,
  EXPENSE_FAMILIES,
  type Cents,
  type IsoDate,
  type ProductFamily,
} from '@vetshop/domain';

/** An expense row as the repository reads it (sums come back as strings from PostgreSQL). */
export interface Expense {
  year: number;
  month: number;
  family: ProductFamily;
  cents: Cents;
}
export interface OrderCount {
  year: number;
  month: number;
  orders: number;
}

type FamilySplit = Record<ProductFamily, Cents>;
const emptySplit = (): FamilySplit => ({ food: 0, meds: 0, equipment: 0, other: 0 });
const splitInEuros = (s: FamilySplit) => ({
  food: centsToEuros(s.food),
  meds: centsToEuros(s.meds),
  equipment: centsToEuros(s.equipment),
  other: centsToEuros(s.other),
});

/** The same calendar day one year earlier; 29 February becomes 28 February. */
export function sameDayLastYear(day: IsoDate): IsoDate {
  const year = Number(day.slice(0, 4)) - 1;
  const monthDay = day.slice(5) === '02-29' ? '02-28' : day.slice(5);
  return `${String(year).padStart(4, '0')}-${monthDay}`;
}

/**
 * How many months of `year` have begun on `today`: the average of a past year is over 12 months, of the
 * current year over the months begun (January's total is January's average), of a future year none.
 */
export function monthsElapsed(year: number, today: IsoDate): number {
  const currentYear = Number(today.slice(0, 4));
  if (year < currentYear) return 12;
  if (year > currentYear) return 0;
  return Number(today.slice(5, 7));
}

/** GET sale_statistics/monthly_ordered/:year from the year's rows. */
export function monthlyOrdered(
  year: number,
  today: IsoDate,
  expenses: readonly Expense[],
  counts: readonly OrderCount[],
): MonthlyOrdered {
  const byMonth = Array.from({ length: 12 }, () => 0);
  const orders = Array.from({ length: 12 }, () => 0);
  const split = emptySplit();
  for (const e of expenses) {
    if (e.year !== year) continue;
    byMonth[e.month - 1] = (byMonth[e.month - 1] ?? 0) + e.cents;
    split[e.family] += e.cents;
  }
  for (const c of counts) if (c.year === year) orders[c.month - 1] = (orders[c.month - 1] ?? 0) + c.orders;
  const total = byMonth.reduce((a, b) => a + b, 0);
  const counted = monthsElapsed(year, today);
  return {
    year,
    months: byMonth.map((cents, i) => ({
      month: i + 1,
      amount: centsToEuros(cents),
      orders: orders[i] ?? 0,
    })),
    total: centsToEuros(total),
    average: counted === 0 ? 0 : centsToEuros(Math.round(total / counted)),
    months_counted: counted,
    families: splitInEuros(split),
  };
}

/** GET sale_statistics/five_years: `years` years up to `lastYear`, oldest first, every year present. */
export function fiveYears(
  lastYear: number,
  years: number,
  expenses: readonly Expense[],
  counts: readonly OrderCount[],
): FiveYears {
  const out: FiveYears['years'] = [];
  for (let year = lastYear - years + 1; year <= lastYear; year += 1) {
    const split = emptySplit();
    for (const e of expenses) if (e.year === year) split[e.family] += e.cents;
    const total = EXPENSE_FAMILIES.reduce((sum, f) => sum + split[f], split.other);
    const orders = counts.filter((c) => c.year === year).reduce((sum, c) => sum + c.orders, 0);
    out.push({ year, amount: centsToEuros(total), orders, ...splitInEuros(split) });
  }
  return { years: out };
}
