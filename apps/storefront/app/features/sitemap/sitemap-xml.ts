import { INTL_LOCALE_TAGS, LOCALES, type Locale } from '../../i18n';

/**
 * The sitemaps' XML (sitemaps.org 0.9, with Google's xhtml:link hreflang alternates): pure builders, the
 * loaders fetch the data. Each page is listed once per language, every copy naming all three languages and
 * x-default (French, the shop's default language), as the pages' own <link rel="alternate"> do.
 */

/** The most URLs one sitemap file may hold (sitemaps.org: 50,000 URLs and 50 MB uncompressed). */
export const SITEMAP_MAX_URLS = 50_000;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** One page in every language: its absolute URL per locale, and its last change when the data has one. */
export interface SitemapPage {
  urls: Record<Locale, string>;
  lastmod?: Date | string | null;
}

/** W3C datetime in UTC to the second (the sitemap schema's xsd:dateTime). */
export function w3cDate(value: Date | string): string {
  return new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function alternateLinks(urls: Record<Locale, string>): string[] {
  return [
    ...LOCALES.map(
      (l) =>
        `    <xhtml:link rel="alternate" hreflang="${INTL_LOCALE_TAGS[l]}" href="${xmlEscape(urls[l])}"/>`,
    ),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(urls.fr)}"/>`,
  ];
}

/** A `<urlset>` listing each page once per language (3 `<url>` per page). */
export function urlsetXml(pages: readonly SitemapPage[]): string {
  if (pages.length * LOCALES.length > SITEMAP_MAX_URLS) throw new Error('too many URLs for one sitemap file');
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of pages) {
    const links = alternateLinks(page.urls);
    for (const l of LOCALES) {
      lines.push('  <url>', `    <loc>${xmlEscape(page.urls[l])}</loc>`);
      if (page.lastmod) lines.push(`    <lastmod>${w3cDate(page.lastmod)}</lastmod>`);
      lines.push(...links, '  </url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/** A `<sitemapindex>` naming each sitemap file by absolute URL. */
export function sitemapIndexXml(files: readonly { loc: string; lastmod?: Date | string | null }[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ];
  for (const file of files) {
    lines.push('  <sitemap>', `    <loc>${xmlEscape(file.loc)}</loc>`);
    if (file.lastmod) lines.push(`    <lastmod>${w3cDate(file.lastmod)}</lastmod>`);
    lines.push('  </sitemap>');
  }
  lines.push('</sitemapindex>', '');
  return lines.join('\n');
}
