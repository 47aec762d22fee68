import { describe, expect, it } from 'vitest';
import { contentSitemapEntries } from './sitemap-entries';

describe('contentSitemapEntries', () => {
  it('lists pages and news in each language with their last change', () => {
    expect(
      contentSitemapEntries([
        {
          type: 'page',
          url_locales: { fr: 'livraison', nl: 'levering', en: 'delivery' },
          updated_at: '2026-11-02T10:00:00.000Z',
        },
        {
          type: 'news',
          url_locales: { fr: 'nouveau-site', nl: 'nieuwe-site', en: 'new-site' },
          updated_at: '2026-11-03T10:00:00.000Z',
        },
      ]),
    ).toEqual([
      {
        paths: { fr: '/fr/page/livraison', nl: '/nl/page/levering', en: '/en/page/delivery' },
        lastmod: '2026-11-02T10:00:00.000Z',
      },
      {
        paths: { fr: '/fr/news/nouveau-site', nl: '/nl/news/nieuwe-site', en: '/en/news/new-site' },
        lastmod: '2026-11-03T10:00:00.000Z',
      },
    ]);
  });

  it('leaves out snippets and items missing a language’s slug', () => {
    expect(
      contentSitemapEntries([
        { type: 'snippet', url_locales: { fr: 'x', nl: 'x', en: 'x' }, updated_at: '2026-11-02T10:00:00Z' },
        { type: 'page', url_locales: { fr: 'a', nl: '', en: 'a' }, updated_at: '2026-11-02T10:00:00Z' },
      ]),
    ).toEqual([]);
  });
});
