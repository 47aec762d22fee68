import type { ProductMonthlyOrdered } from '@vetshop/contract';
import type { IsoDate } from '@vetshop/domain';

/** How many months the product page's stats cover: this month and the 11 before. */
export const PRODUCT_STATS_MONTHS = 12;

export interface YearMonth {
  year: number;
  month: number;
}

/** A variant's units and orders in one month, as the repository reads them. */
export interface ProductMonthRow extends YearMonth {
  quantity: number;
  orders: number;
}

/** The `count` months ending with the month of `today` (a Brussels day), oldest first. */
export function monthsEndingAt(today: IsoDate, count = PRODUCT_STATS_MONTHS): YearMonth[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return Array.from({ length: count }, (_, i) => {
    // Months counted from year 0: plain integer arithmetic, no Date and so no time zone.
    const index = year * 12 + (month - 1) - (count - 1 - i);
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
}

/** The first day of the window (the 1st of its oldest month). */
export function windowStart(today: IsoDate, count = PRODUCT_STATS_MONTHS): IsoDate {
  const first = monthsEndingAt(today, count)[0]!;
  return `${String(first.year).padStart(4, '0')}-${String(first.month).padStart(2, '0')}-01`;
}

/** GET sale_statistics/monthly_ordered/product/:product_id from its rows: every month present, zeros included. */
export function productMonthlyOrdered(
  productId: number,
  today: IsoDate,
  rows: readonly ProductMonthRow[],
  lastOrdered: Date | null,
): ProductMonthlyOrdered {
  const months = monthsEndingAt(today).map(({ year, month }) => {
    const row = rows.find((r) => r.year === year && r.month === month);
    return { year, month, quantity: row?.quantity ?? 0, orders: row?.orders ?? 0 };
  });
  return {
    product_id: productId,
    months,
    total_quantity: months.reduce((sum, m) => sum + m.quantity, 0),
    date_last_ordered: lastOrdered ? lastOrdered.toISOString() : null,
  };
}
