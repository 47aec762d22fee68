import {
  formatMoney,
  INTL_LOCALE_TAGS,
  shownDiscountBp,
  SHOP_TIME_ZONE,
  toCents,
  type Locale,
} from '@vetshop/domain';

/**
 * Display formatting of money, rates, quantities and dates for every page (Intl only, no library). The back office sends euros as JSON numbers
 * with 2 decimals: they go through integer cents (decision 003) before Intl formats them.
 */
export function formatEuros(euros: number, locale: Locale): string {
  return formatMoney(toCents(euros), locale);
}

const percentFormats = new Map<Locale, Intl.NumberFormat>();

/** 12.5 → "12,5 %" (fr) / "12.5%" (en). */
export function formatPercent(percent: number, locale: Locale): string {
  let f = percentFormats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(INTL_LOCALE_TAGS[locale], { style: 'percent', maximumFractionDigits: 2 });
    percentFormats.set(locale, f);
  }
  return f.format(percent / 100);
}

/**
 * A discount as the buyer reads it: no decimals that say nothing (a 2 % then 2 % discount is 3.96 %, shown
 * "4 %"), but the decimals that change the price stay ("3,98 %" when 4 % of the gross price would not give
 * the net price to the cent). The rule is the domain's `shownDiscountBp`, shared with the back office's PDF
 * documents so a page and its PDF print the same percentage.
 */
export function formatDiscount(
  discount: number,
  locale: Locale,
  prices?: { gross: number; net: number },
): string {
  const bp = shownDiscountBp(
    Math.round(discount * 100),
    prices ? { grossCents: toCents(prices.gross), netCents: toCents(prices.net) } : undefined,
  );
  return formatPercent(bp / 100, locale);
}

/** An order or cart line's discount cell: its percentage with the decimals that matter, or a dash without one. */
export function lineDiscount(
  line: { discount: number; unit_price: number; net_price: number },
  locale: Locale,
): string {
  return line.discount > 0
    ? formatDiscount(line.discount, locale, { gross: line.unit_price, net: line.net_price })
    : '—';
}

const regionNames = new Map<Locale, Intl.DisplayNames>();

/** A country's name from its ISO code ("BE" → "Belgique" / "België" / "Belgium"); an unknown code as it came. */
export function countryName(code: string, locale: Locale): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames(INTL_LOCALE_TAGS[locale], { type: 'region', fallback: 'code' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code.trim().toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A calendar day of the back office ("2026-12-23") as the buyer reads it ("23 décembre 2026"). Read and
 * printed in UTC so that no time zone can move it to the day before. Anything else is returned unchanged.
 */
export function formatDay(isoDay: string, locale: Locale): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  if (!m) return isoDay;
  let f = dateFormats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(INTL_LOCALE_TAGS[locale], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(locale, f);
  }
  return f.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
}

const integerFormats = new Map<Locale, Intl.NumberFormat>();

export function formatInteger(n: number, locale: Locale): string {
  let f = integerFormats.get(locale);
  if (!f) integerFormats.set(locale, (f = new Intl.NumberFormat(INTL_LOCALE_TAGS[locale])));
  return f.format(n);
}

/** Euros as the back office sends them (numbers with 2 decimals) → "12,50 €"; through cents, never floats. */
export const euros = formatEuros;

/** A discount or tax rate in percent (12.5 → "12,5 %"). */
export const percent = formatPercent;

/** An ISO date-time as a date ("20 oct. 2026"); unreadable input is shown as it came. */
const dateTimeFormats = new Map<Locale, Intl.DateTimeFormat>();

export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE_TAGS[locale], {
      dateStyle: 'medium',
      // The shop's dates are Belgian: a fixed zone keeps server and browser renderings identical (hydration).
      timeZone: SHOP_TIME_ZONE,
    });
    dateTimeFormats.set(locale, format);
  }
  return format.format(date);
}

/** Machine-readable date for <time dateTime>. */
export function isoDate(iso: string): string | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
