import type { FiveYears, MonthlyOrdered } from '@vetshop/contract';
import { EXPENSE_FAMILIES, type ExpenseFamily } from '@vetshop/domain';

/** One bar of the monthly chart and one row of its table. */
export interface MonthRow {
  month: number;
  /** Short month name in the buyer's language ("janv."), the axis label. */
  label: string;
  /** Full month name, for the table. */
  name: string;
  amount: number;
  average: number;
}

const monthFormat = (locale: string, month: 'short' | 'long') =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : `${locale}-BE`, { month, timeZone: 'UTC' });

/** The twelve months with the average as a flat line (recharts draws it as a Line over the bars). */
export function monthRows(m: MonthlyOrdered, locale: string): MonthRow[] {
  const short = monthFormat(locale, 'short');
  const long = monthFormat(locale, 'long');
  return m.months.map(({ month, amount }) => {
    const day = new Date(Date.UTC(m.year, month - 1, 1));
    return { month, label: short.format(day), name: long.format(day), amount, average: m.average };
  });
}

export interface FamilyRow {
  family: ExpenseFamily;
  amount: number;
}

/**
 * The year's split in the chart's three categories (spec doc 1 §3: food, meds, equipment); products of no
 * family are left out of the split, as the spec's chart has no such category.
 */
export function familyRows(m: Pick<MonthlyOrdered, 'families'>): FamilyRow[] {
  return EXPENSE_FAMILIES.map((family) => ({ family, amount: m.families[family] }));
}

export interface YearRow {
  year: number;
  amount: number;
  food: number;
  meds: number;
  equipment: number;
}

export function yearRows(f: FiveYears): YearRow[] {
  return f.years.map(({ year, amount, food, meds, equipment }) => ({ year, amount, food, meds, equipment }));
}

/** This year against last year to the same day, in whole percent; null when last year had nothing. */
export function changePercent(thisYear: number, lastYear: number): number | null {
  if (lastYear <= 0) return null;
  return Math.round(((thisYear - lastYear) / lastYear) * 100);
}

/** Whether anything was bought in the chart's period (an empty chart says so instead of drawing zeros). */
export const hasExpenses = (rows: readonly { amount: number }[]): boolean => rows.some((r) => r.amount > 0);
