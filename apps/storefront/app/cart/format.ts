import { formatEuros, formatPercent } from '../lib/catalogue/format';
import { LOCALE_TAGS, type Locale } from '../i18n';

/** The shop's dates are Belgian: a fixed zone keeps server and browser renderings identical (hydration). */
export const SHOP_TIME_ZONE = 'Europe/Brussels';

/** Euros as the back office sends them (numbers with 2 decimals) → "12,50 €"; through cents, never floats. */
export const euros = formatEuros;

/** A discount or tax rate in percent (12.5 → "12,5 %"). */
export const percent = formatPercent;

/** An ISO date-time as a date ("20 oct. 2026"); unreadable input is shown as it came. */
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}

/** Machine-readable date for <time dateTime>. */
export function isoDate(iso: string): string | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
