import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { BACKOFFICE_URL, STOREFRONT_URL } from './support/ports';

const LOCALES = ['fr', 'nl', 'en'] as const;

/** The document's shape as Chromium's XML parser reads it (a parse error is reported, never repaired). */
async function parseXml(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const root = doc.documentElement;
    const XHTML = 'http://www.w3.org/1999/xhtml';
    return {
      error: doc.getElementsByTagName('parsererror').length > 0,
      root: root.localName,
      ns: root.namespaceURI,
      locs: Array.from(root.children).map((c) => c.getElementsByTagName('loc')[0]?.textContent ?? ''),
      alternates: Array.from(root.children).map((c) =>
        Array.from(c.getElementsByTagNameNS(XHTML, 'link')).map((l) => [
          l.getAttribute('hreflang'),
          l.getAttribute('href'),
        ]),
      ),
    };
  }, xml);
}

/** A product a guest sees, its url_key in each language (the search API, as a guest). */
async function aGuestProduct(): Promise<Record<(typeof LOCALES)[number], string>> {
  const first = await fetch(`${BACKOFFICE_URL}/search/products?page_size=1&sort=name_asc&locale=fr`);
  const { hits } = (await first.json()) as { hits: { id: number }[] };
  const id = hits[0]!.id;
  const keys = await Promise.all(
    LOCALES.map(async (l) => {
      const res = await fetch(`${BACKOFFICE_URL}/search/products/by-ids?ids=${id}&locale=${l}`);
      const { items } = (await res.json()) as { items: { url_key: string }[] };
      return items[0]!.url_key;
    }),
  );
  return { fr: keys[0]!, nl: keys[1]!, en: keys[2]! };
}

test.describe('sitemap and robots (issue 11 §5)', () => {
  test('a guest reads the sitemap index and a part, which list a product in three languages', async ({
    page,
    request,
  }) => {
    await page.goto('about:blank');
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${STOREFRONT_URL}/sitemap.xml`);

    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toContain('application/xml');
    expect(index.headers()['cache-control']).toContain('public');
    const parsedIndex = await parseXml(page, await index.text());
    expect(parsedIndex.error).toBe(false);
    expect(parsedIndex.root).toBe('sitemapindex');
    expect(parsedIndex.ns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(parsedIndex.locs).toContain(`${STOREFRONT_URL}/sitemaps/pages-1.xml`);
    const productsPart = parsedIndex.locs.find((l) => l.includes('/sitemaps/products-1.xml'));
    expect(productsPart).toBeDefined();

    const part = await request.get(new URL(productsPart!).pathname);
    expect(part.status()).toBe(200);
    const parsed = await parseXml(page, await part.text());
    expect(parsed.error).toBe(false);
    expect(parsed.root).toBe('urlset');

    const keys = await aGuestProduct();
    const expected = LOCALES.map((l) => `${STOREFRONT_URL}/${l}/p/${encodeURIComponent(keys[l])}`);
    for (const url of expected) {
      const i = parsed.locs.indexOf(url);
      expect(i, url).toBeGreaterThanOrEqual(0);
      expect(parsed.alternates[i]).toEqual([
        ['fr-BE', expected[0]],
        ['nl-BE', expected[1]],
        ['en-US', expected[2]],
        ['x-default', expected[0]],
      ]);
    }
    // The listed addresses are the product's pages, not redirects.
    for (const url of expected) expect((await request.get(url, { maxRedirects: 0 })).status(), url).toBe(200);

    const pages = await request.get('/sitemaps/pages-1.xml');
    const parsedPages = await parseXml(page, await pages.text());
    expect(parsedPages.error).toBe(false);
    for (const l of LOCALES) expect(parsedPages.locs).toContain(`${STOREFRONT_URL}/${l}/`);
    expect(parsedPages.locs.some((l) => l.startsWith(`${STOREFRONT_URL}/nl/c/`))).toBe(true);
    // The content pages and news (issue 11 §2): each at its translated slug, with the same alternates.
    for (const kind of ['page', 'news'] as const) {
      const i = parsedPages.locs.findIndex((l) => l.startsWith(`${STOREFRONT_URL}/nl/${kind}/`));
      expect(i, `a ${kind} in pages-1`).toBeGreaterThanOrEqual(0);
      const alternates = parsedPages.alternates[i]!;
      expect(alternates.map(([lang]) => lang)).toEqual(['fr-BE', 'nl-BE', 'en-US', 'x-default']);
      expect(alternates[0]![1]).toMatch(new RegExp(`/fr/${kind}/[a-z0-9-]+$`));
      expect(alternates[2]![1]).toMatch(new RegExp(`/en/${kind}/[a-z0-9-]+$`));
      expect((await request.get(new URL(alternates[0]![1]!).pathname)).status()).toBe(200);
    }
    for (const missing of ['/sitemaps/news-1.xml', '/sitemaps/products-99999.xml'])
      expect((await request.get(missing)).status(), missing).toBe(404);
  });
});
