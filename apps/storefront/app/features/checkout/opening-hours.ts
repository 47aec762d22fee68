import type { OpeningPeriod } from '@vetshop/contract';
import type { Locale } from '@vetshop/domain';

// 2024-01-01 was a Monday: ISO weekday d is 2024-01-0d.
const weekday = (day: number, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, day)),
  );

/**
 * A pickup point's opening hours as short lines, days with the same hours together: "lu–ve 08:30–18:00",
 * "sa 09:00–12:30"; two periods of one day are joined ("08:00–12:00, 13:00–17:30"). Days without a period are
 * closed and left out.
 */
export function openingHoursLines(hours: readonly OpeningPeriod[], locale: Locale): string[] {
  const byDay = new Map<number, string>();
  for (const p of [...hours].sort((a, b) => a.day - b.day || a.opens.localeCompare(b.opens)))
    byDay.set(p.day, [byDay.get(p.day), `${p.opens}–${p.closes}`].filter(Boolean).join(', '));
  const lines: string[] = [];
  let start = 0;
  let prev = 0;
  const flush = () => {
    if (!start) return;
    const days =
      start === prev ? weekday(start, locale) : `${weekday(start, locale)}–${weekday(prev, locale)}`;
    lines.push(`${days} ${byDay.get(start)}`);
  };
  for (let day = 1; day <= 7; day += 1) {
    const h = byDay.get(day);
    if (h && start && h === byDay.get(start) && prev === day - 1) {
      prev = day;
      continue;
    }
    flush();
    start = h ? day : 0;
    prev = day;
  }
  flush();
  return lines;
}
