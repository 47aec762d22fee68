import { describe, expect, it } from 'vitest';
import { topOrderedSearch } from './top-ordered-query';
import { readTopOrderedQuery } from './top-ordered-query.server';

describe('most ordered products query', () => {
  it.each([
    ['', { filter: 'all', page: 1 }],
    ['top=meds&top_page=3', { filter: 'meds', page: 3 }],
    ['top=promotions', { filter: 'promotions', page: 1 }],
    ['top=toys&top_page=-1', { filter: 'all', page: 1 }],
    ['top=food&top_page=-1', { filter: 'food', page: 1 }],
    ['top_page=1.5', { filter: 'all', page: 1 }],
    ['top_page=99999999', { filter: 'all', page: 1 }],
    // Only the dashboard's own names are read: the back office's page size is not the URL's to choose.
    ['per_page=100&page=4&filter=meds', { filter: 'all', page: 1 }],
  ])('reads "%s"', (search, expected) =>
    expect(readTopOrderedQuery(new URLSearchParams(search))).toEqual(expected),
  );

  it('writes the defaults out and round-trips', () => {
    expect(topOrderedSearch({ filter: 'all', page: 1 })).toBe('#top-ordered');
    const href = topOrderedSearch({ filter: 'food', page: 2 });
    expect(href).toBe('?top=food&top_page=2#top-ordered');
    expect(readTopOrderedQuery(new URLSearchParams(href.split('#')[0]))).toEqual({
      filter: 'food',
      page: 2,
    });
  });
});
