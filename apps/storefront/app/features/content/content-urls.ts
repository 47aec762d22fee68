import { LOCALES, type Locale } from '../../i18n';

/** A content slug as the back office writes them (lower case, a-z 0-9 and dashes): anything else is a 404 at once. */
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/;

export function isContentSlug(raw: string | undefined): raw is string {
  return typeof raw === 'string' && SLUG.test(raw);
}

/**
 * The same page or news item in each language, from its slug per language (`url_locales`): the language switch
 * and the hreflang alternates land on the translated page, never on a 404. A language without a slug keeps
 * this language's slug (the page is then the 404 of that language rather than a made-up address).
 */
export function contentAlternates(
  build: (l: Locale, slug: string) => string,
  urlLocales: Partial<Record<Locale, string>>,
  fallbackSlug: string,
): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((l) => [l, build(l, urlLocales[l] || fallbackSlug)])) as Record<
    Locale,
    string
  >;
}

/** The `?page=` of a list: a page number from 1, else 1. */
export function parseListPage(raw: string | null): number {
  const text = raw?.trim() ?? '';
  if (!/^\d{1,5}$/.test(text)) return 1;
  return Math.max(1, Number(text));
}
