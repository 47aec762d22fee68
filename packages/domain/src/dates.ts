/** A calendar day 'YYYY-MM-DD'; ISO days compare correctly as plain strings. */
export type IsoDate = string;

/** Inclusive bounds; null means open-ended. */
export interface DateRange {
  dateStart: IsoDate | null;
  dateEnd: IsoDate | null;
}

export const SHOP_TIME_ZONE = 'Europe/Brussels';

const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for an existing calendar day written 'YYYY-MM-DD' (rejects 2023-02-29). */
export function isIsoDate(s: unknown): s is IsoDate {
  if (typeof s !== 'string') return false;
  const m = ISO_DATE_RE.exec(s);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/**
 * Only the day part of a bound counts: the ERP sometimes sends 'YYYY-MM-DD HH:MM:SS', which would
 * otherwise compare as later than the same day and make a price start one day late.
 * An empty bound is treated as open, like null.
 */
function dayOf(bound: IsoDate | null | undefined): IsoDate | null {
  return bound ? bound.slice(0, 10) : null;
}

/** Whether `day` lies within the range, bounds inclusive, open ends allowed. */
export function isValidOn(range: DateRange, day: IsoDate): boolean {
  const start = dayOf(range.dateStart);
  const end = dayOf(range.dateEnd);
  const d = day.slice(0, 10);
  return (start === null || start <= d) && (end === null || d <= end);
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Today's calendar day in the shop's time zone: prices change at midnight in Brussels, not at
 * midnight UTC on the server.
 */
export function todayIso(now: Date = new Date(), timeZone: string = SHOP_TIME_ZONE): IsoDate {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(now);
  const get = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year').padStart(4, '0')}-${get('month')}-${get('day')}`;
}

/** Same calendar month and year (for "discounts ending this month"). */
export function isSameMonth(day: IsoDate, other: IsoDate): boolean {
  return day.slice(0, 7) === other.slice(0, 7);
}
