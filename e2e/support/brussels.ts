/**
 * The calendar of the shop, Europe/Brussels (packages/domain dates.ts: SHOP_TIME_ZONE): the shop counts purchases,
 * promotions and ads by the days of Brussels. A journey asks this, never the machine's local date: a CI machine
 * runs in UTC, one or two hours behind Brussels, so near midnight (or on the last evening of a month or a year)
 * the two disagree.
 */
const SHOP_TIME_ZONE = 'Europe/Brussels';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

export interface CalendarDay {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

/** Today in Brussels. */
export function brusselsToday(now: Date = new Date()): CalendarDay {
  const parts = dayFormat.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * The day `days` calendar days after today in Brussels, as dd/mm/yyyy (the shop's French date fields). Counted in
 * days, not in 24-hour steps: across a change to summer time, 24 hours after 23:30 is two days later.
 */
export function brusselsDay(days: number, now: Date = new Date()): string {
  const today = brusselsToday(now);
  const day = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;
}
