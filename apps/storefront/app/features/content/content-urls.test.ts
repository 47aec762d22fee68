import { describe, expect, it } from 'vitest';
import { urls } from '../../lib/urls';
import { contentAlternates, isContentSlug, parseListPage } from './content-urls';

describe('isContentSlug', () => {
  it('accepts the back office’s slugs only', () => {
    expect(isContentSlug('conditions-generales')).toBe(true);
    expect(isContentSlug('a')).toBe(true);
    expect(isContentSlug('2026-news-1')).toBe(true);
    expect(isContentSlug('Conditions')).toBe(false);
    expect(isContentSlug('-x')).toBe(false);
    expect(isContentSlug('x-')).toBe(false);
    expect(isContentSlug('a b')).toBe(false);
    expect(isContentSlug('../etc')).toBe(false);
    expect(isContentSlug('x'.repeat(121))).toBe(false);
    expect(isContentSlug(undefined)).toBe(false);
  });
});

describe('contentAlternates', () => {
  it('builds each language’s address from its own slug', () => {
    expect(
      contentAlternates(urls.contentPage, { fr: 'livraison', nl: 'levering', en: 'delivery' }, 'livraison'),
    ).toEqual({ fr: '/fr/page/livraison', nl: '/nl/page/levering', en: '/en/page/delivery' });
    expect(contentAlternates(urls.newsItem, { fr: 'nouveau', nl: '', en: 'new' }, 'nouveau')).toEqual({
      fr: '/fr/news/nouveau',
      nl: '/nl/news/nouveau',
      en: '/en/news/new',
    });
  });
});

describe('content urls', () => {
  it('encodes slugs and leaves page 1 out of the news list', () => {
    expect(urls.contentPage('fr', 'a b')).toBe('/fr/page/a%20b');
    expect(urls.news('nl')).toBe('/nl/news');
    expect(urls.news('nl', 1)).toBe('/nl/news');
    expect(urls.news('en', 3)).toBe('/en/news?page=3');
    expect(urls.newsItem('en', 'x')).toBe('/en/news/x');
  });
});

describe('parseListPage', () => {
  it('reads a page number, 1 otherwise', () => {
    expect(parseListPage('3')).toBe(3);
    expect(parseListPage(null)).toBe(1);
    expect(parseListPage('0')).toBe(1);
    expect(parseListPage('-2')).toBe(1);
    expect(parseListPage('abc')).toBe(1);
    expect(parseListPage('999999')).toBe(1);
  });
});
