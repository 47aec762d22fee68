import type { ProductMonthlyOrdered } from '@vetshop/contract';
import { INTL_LOCALE_TAGS, type Locale } from '@vetshop/domain';

/** One month of the product page's stats: a bar of the chart and a row of its table. */
export interface StatsMonth {
  key: string;
  /** Short month for the chart's axis ("mars"). */
  label: string;
  /** Month and year for the table ("mars 2026"). */
  name: string;
  quantity: number;
  orders: number;
  /** The bar's height as a share of the tallest month (0–1; 0 for every month when nothing was ordered). */
  share: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function monthFormat(locale: Locale, style: 'short' | 'long'): Intl.DateTimeFormat {
  const key = `${locale}-${style}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(INTL_LOCALE_TAGS[locale], {
      month: style,
      ...(style === 'long' ? { year: 'numeric' as const } : {}),
      timeZone: 'UTC',
    });
    formats.set(key, f);
  }
  return f;
}

/** The twelve months as the stats tab shows them, oldest first (as the back office sends them). */
export function statsMonths(stats: ProductMonthlyOrdered, locale: Locale): StatsMonth[] {
  const most = Math.max(0, ...stats.months.map((m) => m.quantity));
  return stats.months.map((m) => {
    const day = new Date(Date.UTC(m.year, m.month - 1, 1));
    return {
      key: `${m.year}-${m.month}`,
      label: monthFormat(locale, 'short').format(day).replace(/\.$/, ''),
      name: monthFormat(locale, 'long').format(day),
      quantity: m.quantity,
      orders: m.orders,
      share: most > 0 ? m.quantity / most : 0,
    };
  });
}
