import { LOCALES, type Locale } from '../../i18n';
import { urls } from '../../lib/urls';

/** A page or news item as the sitemap lists it: its address in each language and its last change. */
export interface ContentSitemapEntry {
  paths: Record<Locale, string>;
  lastmod: string;
}

interface Listed {
  type: 'page' | 'news' | 'snippet';
  url_locales: Partial<Record<Locale, string>>;
  updated_at: string;
}

/**
 * Pages and news once each, with their translated addresses (a search engine is told the three languages of one
 * page); an item without a slug in one of the languages is left out rather than listed with a 404.
 */
export function contentSitemapEntries(items: readonly Listed[]): ContentSitemapEntry[] {
  const out: ContentSitemapEntry[] = [];
  for (const item of items) {
    if (item.type === 'snippet') continue;
    if (LOCALES.some((l) => !item.url_locales[l])) continue;
    const build = item.type === 'page' ? urls.contentPage : urls.newsItem;
    out.push({
      paths: Object.fromEntries(LOCALES.map((l) => [l, build(l, item.url_locales[l]!)])) as Record<
        Locale,
        string
      >,
      lastmod: item.updated_at,
    });
  }
  return out;
}
