// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { sitemapIndexXml, urlsetXml, w3cDate, xmlEscape } from './sitemap-xml';
import { parseSitemapPart, productChunkCount, productChunkRange, sitemapPartPath } from './sitemap-parts';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

function parse(xml: string): Document {
  return new DOMParser().parseFromString(xml, 'application/xml');
}

/** The children of an element by local name (no schema validator offline: the structure is checked here). */
const kids = (el: Element) => Array.from(el.children);
/** `loc`, `lastmod`, `xhtml:link`: the name with its namespace's usual prefix. */
const nameOf = (el: Element) => (el.namespaceURI === XHTML_NS ? `xhtml:${el.localName}` : el.localName);

const product = {
  urls: {
    fr: 'https://shop.example/fr/p/amoxicilline-&-co',
    nl: 'https://shop.example/nl/p/amoxicilline-<nl>',
    en: "https://shop.example/en/p/amoxicillin-'en'",
  },
  lastmod: '2026-03-04T05:06:07.890Z',
};
const home = {
  urls: { fr: 'https://shop.example/fr/', nl: 'https://shop.example/nl/', en: 'https://shop.example/en/' },
};

describe('urlsetXml', () => {
  const xml = urlsetXml([home, product]);
  const doc = parse(xml);
  const root = doc.documentElement;

  it('is a sitemaps.org urlset declaring the xhtml namespace', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(root.localName).toBe('urlset');
    expect(root.namespaceURI).toBe(SITEMAP_NS);
    expect(root.getAttribute('xmlns:xhtml')).toBe(XHTML_NS);
    expect(kids(root).every((k) => k.localName === 'url')).toBe(true);
  });

  it('lists each page once per language, each naming the three languages and x-default (French)', () => {
    const urls = kids(root);
    expect(urls).toHaveLength(6);
    const locs = urls.map((u) => kids(u)[0]!);
    expect(locs.every((l) => l.localName === 'loc')).toBe(true);
    expect(locs.map((l) => l.textContent)).toEqual([
      ...Object.values(home.urls),
      ...Object.values(product.urls),
    ]);
    for (const url of urls) {
      const links = kids(url).filter((k) => nameOf(k) === 'xhtml:link');
      expect(links.map((l) => l.getAttribute('hreflang'))).toEqual(['fr-BE', 'nl-BE', 'en-US', 'x-default']);
      expect(links.every((l) => l.getAttribute('rel') === 'alternate')).toBe(true);
    }
    const last = kids(urls[5]!).filter((k) => nameOf(k) === 'xhtml:link');
    expect(last.map((l) => l.getAttribute('href'))).toEqual([
      product.urls.fr,
      product.urls.nl,
      product.urls.en,
      product.urls.fr,
    ]);
  });

  it('gives lastmod (after loc, before the alternates) only where the data has a date', () => {
    const urls = kids(root);
    expect(kids(urls[0]!).some((k) => k.localName === 'lastmod')).toBe(false);
    expect(kids(urls[3]!).map(nameOf)).toEqual([
      'loc',
      'lastmod',
      'xhtml:link',
      'xhtml:link',
      'xhtml:link',
      'xhtml:link',
    ]);
    expect(kids(urls[3]!)[1]!.textContent).toBe('2026-03-04T05:06:07Z');
  });

  it('escapes the URLs (text and attributes)', () => {
    expect(xml).toContain('<loc>https://shop.example/fr/p/amoxicilline-&amp;-co</loc>');
    expect(xml).toContain('href="https://shop.example/nl/p/amoxicilline-&lt;nl&gt;"');
    expect(xml).toContain('amoxicillin-&apos;en&apos;');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});

describe('sitemapIndexXml', () => {
  it('is a sitemapindex of absolute, escaped locations', () => {
    const xml = sitemapIndexXml([
      { loc: 'https://shop.example/sitemaps/pages-1.xml' },
      {
        loc: 'https://shop.example/sitemaps/products-1.xml?a=1&b=2',
        lastmod: new Date(Date.UTC(2026, 0, 2)),
      },
    ]);
    const root = parse(xml).documentElement;
    expect(root.localName).toBe('sitemapindex');
    expect(root.namespaceURI).toBe(SITEMAP_NS);
    const files = kids(root);
    expect(files.map((f) => f.localName)).toEqual(['sitemap', 'sitemap']);
    expect(kids(files[0]!).map((k) => k.localName)).toEqual(['loc']);
    expect(kids(files[1]!).map((k) => k.localName)).toEqual(['loc', 'lastmod']);
    expect(xml).toContain('products-1.xml?a=1&amp;b=2</loc>');
    expect(xml).toContain('<lastmod>2026-01-02T00:00:00Z</lastmod>');
  });
});

describe('helpers', () => {
  it('xmlEscape escapes the five XML characters', () => {
    expect(xmlEscape(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('w3cDate is UTC to the second', () => {
    expect(w3cDate('2026-03-04T06:06:07.5+01:00')).toBe('2026-03-04T05:06:07Z');
  });

  it('names and parses the parts; only pages-1 exists for pages', () => {
    expect(sitemapPartPath('products', 2)).toBe('/sitemaps/products-2.xml');
    expect(parseSitemapPart('products-2.xml')).toEqual({ part: 'products', n: 2 });
    expect(parseSitemapPart('pages-1.xml')).toEqual({ part: 'pages', n: 1 });
    for (const bad of [
      'pages-2.xml',
      'products-0.xml',
      'products-01.xml',
      'news-1.xml',
      'products-1.xml.gz',
      'products-100000.xml',
      '../x',
    ])
      expect(parseSitemapPart(bad), bad).toBeNull();
  });

  it('chunks products by id range of 3,000 (9,000 URLs a file)', () => {
    expect(productChunkRange(1)).toEqual({ after: 0, last: 3000 });
    expect(productChunkRange(2)).toEqual({ after: 3000, last: 6000 });
    expect(productChunkCount(null)).toBe(0);
    expect(productChunkCount(1)).toBe(1);
    expect(productChunkCount(3000)).toBe(1);
    expect(productChunkCount(3001)).toBe(2);
  });
});
