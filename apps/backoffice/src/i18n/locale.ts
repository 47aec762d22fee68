import { DEFAULT_LOCALE, LOCALES, type Locale } from '@vetshop/domain';

function isLocale(x: string): x is Locale {
  return (LOCALES as readonly string[]).includes(x);
}

/** The best shop language for an Accept-Language header (q-values honoured; fr-BE → fr); French otherwise. */
export function negotiateLocale(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((x) => x.lang && Number.isFinite(x.q) && x.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((x) => x.lang).find(isLocale) ?? DEFAULT_LOCALE;
}

export function parseLocale(value: unknown): Locale | null {
  return typeof value === 'string' && isLocale(value) ? value : null;
}
