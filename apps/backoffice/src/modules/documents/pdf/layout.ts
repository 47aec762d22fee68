import type { Locale } from '@vetshop/contract';
import { formatMoney, INTL_LOCALE_TAGS, percentOf, type Bp, type Cents } from '@vetshop/domain';
import { label } from './labels';

/** A4 in PDF points, and the margins every document keeps. */
export const PAGE = { width: 595.28, height: 841.89, margin: 36 } as const;

/*
 * pdfkit's standard fonts (Helvetica) speak WinAnsi: Intl's narrow no-break space (U+202F, the French
 * thousands separator) and other spaces outside it would print as garbage, so they become plain spaces.
 */
export function pdfText(text: string): string {
  return text.replace(/[\u202F\u2007\u2009\u00A0]/g, ' ');
}

export function money(cents: Cents, locale: Locale): string {
  return pdfText(formatMoney(cents, locale));
}

const percentFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * A rate or discount in basis points as a percentage, written as the pages write it (Intl's percent style:
 * "12,5 %" in French, "12,5%" in Dutch, "12.5%" in English), without decimals that change nothing.
 */
export function percent(bp: Bp, locale: Locale): string {
  let f = percentFormats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(INTL_LOCALE_TAGS[locale], { style: 'percent', maximumFractionDigits: 2 });
    percentFormats.set(locale, f);
  }
  return pdfText(f.format(bp / 10_000));
}

/** "Date :" in French (a space before the colon), "Datum:" and "Date:" otherwise. */
export function fieldName(name: string, locale: Locale): string {
  return locale === 'fr' ? `${name} :` : `${name}:`;
}

export function date(value: Date | string, locale: Locale): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(INTL_LOCALE_TAGS[locale], {
    timeZone: 'Europe/Brussels',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(d);
}

/** "page 2 / 5" in the buyer's language. */
export function pageLabel(n: number, m: number, locale: Locale): string {
  return label('page', locale, { n, m });
}

/** How many pages rows take, `perFirst` on the first page (under the letterhead), `perNext` on the others. */
export function pagesFor(rows: number, perFirst: number, perNext: number): number {
  if (rows <= perFirst) return 1;
  return 1 + Math.ceil((rows - perFirst) / perNext);
}

export interface TaxedAmount {
  /** Amount excl. VAT. */
  untaxedCents: Cents;
  taxRateBp: Bp;
  /** The VAT the line was charged (rounded per line when the order was placed). */
  taxCents: Cents;
}

export interface VatRateTotal {
  taxRateBp: Bp;
  baseCents: Cents;
  taxCents: Cents;
}

/**
 * The VAT summary of a document: one row per rate (ascending), the base excl. VAT and the VAT charged on it.
 * The VAT is the sum of the lines' own VAT, so the summary adds up to the order's total VAT to the cent.
 * Rates with nothing charged on them are left out.
 */
export function vatByRate(lines: readonly TaxedAmount[]): VatRateTotal[] {
  const byRate = new Map<Bp, VatRateTotal>();
  for (const line of lines) {
    if (line.untaxedCents === 0 && line.taxCents === 0) continue;
    const row = byRate.get(line.taxRateBp) ?? { taxRateBp: line.taxRateBp, baseCents: 0, taxCents: 0 };
    row.baseCents += line.untaxedCents;
    row.taxCents += line.taxCents;
    byRate.set(line.taxRateBp, row);
  }
  return [...byRate.values()].sort((a, b) => a.taxRateBp - b.taxRateBp);
}

/** VAT of an amount computed now (credit notes credit part of a line: its VAT is recomputed on that part). */
export function vatOf(untaxedCents: Cents, taxRateBp: Bp): Cents {
  return percentOf(untaxedCents, taxRateBp);
}

/**
 * A file name for the download: the document's title and number, letters, digits and dashes only
 * ("facture-F2026-000042.pdf"), so it survives every browser and file system.
 */
export function pdfFileName(title: string, number: string): string {
  const slug = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9-]+/g, '-')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '');
  const name = [slug(title).toLowerCase(), slug(number)].filter(Boolean).join('-');
  return `${name || 'document'}.pdf`;
}
