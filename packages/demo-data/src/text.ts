import type { Localized } from '@vetshop/db';
import type { Locale } from '@vetshop/domain';

export function loc(fr: string, nl: string, en: string): Localized {
  return { fr, nl, en };
}

/** The same text in every language (brand names, codes, units). */
export function same(text: string): Localized {
  return { fr: text, nl: text, en: text };
}

/** Builds a Localized value from a function of the locale. */
export function perLocale(f: (locale: Locale) => string): Localized {
  return { fr: f('fr'), nl: f('nl'), en: f('en') };
}

/** Joins the parts per locale, skipping empty ones. */
export function joinLoc(separator: string, ...parts: (Localized | string | null | undefined)[]): Localized {
  return perLocale((l) =>
    parts
      .map((p) => (p === null || p === undefined ? '' : typeof p === 'string' ? p : p[l]))
      .filter((p) => p !== '')
      .join(separator),
  );
}

/** Lower-case ASCII slug: accents dropped, every other run of non-alphanumerics becomes one hyphen. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/æ/gi, 'ae')
    .replace(/œ/gi, 'oe')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A decimal written the local way: "0,5" in French and Dutch, "0.5" in English. */
export function decimal(value: string, locale: Locale): string {
  return locale === 'en' ? value.replace(',', '.') : value.replace('.', ',');
}

export function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}
