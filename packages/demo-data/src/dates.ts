import type { IsoDate } from '@vetshop/domain';

/** `day` shifted by `days` calendar days (UTC arithmetic on a date without time: no DST surprises). */
export function addDays(day: IsoDate, days: number): IsoDate {
  const key = `${day}|${days}`;
  let result = memo.get(key);
  if (result === undefined) {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    result = new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
    if (memo.size < 50_000) memo.set(key, result);
  }
  return result;
}

/** The last day of `day`'s month. */
export function lastDayOfMonth(day: IsoDate): IsoDate {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** The generator asks for the same few hundred offsets from one day a million times. */
const memo = new Map<string, IsoDate>();

/** A timestamp on `day` at hh:mm Brussels winter time (UTC+1), close enough for demo history. */
export function atTime(day: IsoDate, hour: number, minute: number): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, hour - 1, minute));
}
