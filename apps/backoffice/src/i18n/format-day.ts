import { INTL_LOCALE_TAGS, type Locale } from '@vetshop/domain';

/**
 * A calendar day (YYYY-MM-DD, or the date part of an ISO timestamp) as people write it in mails and messages:
 * "27 novembre 2026", or with `weekday` "vendredi 27 novembre 2026". Formatted in UTC: a calendar day has no time
 * zone, so no shift to the day before.
 */
export function formatDay(day: string, locale: Locale, opts: { weekday?: boolean } = {}): string {
  return new Intl.DateTimeFormat(INTL_LOCALE_TAGS[locale], {
    ...(opts.weekday ? { weekday: 'long' } : {}),
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}
