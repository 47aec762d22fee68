import { serializeQuery } from '@vetshop/contract';
import { describe, expect, it } from 'vitest';
import {
  availableSorts,
  backofficeSearch,
  EMPTY_LISTING,
  hasFilters,
  lastPage,
  listingSearch,
  pageItems,
  parseListingQuery,
} from './listing-query';

const parse = (qs: string, signedIn = true) => parseListingQuery(new URLSearchParams(qs), { signedIn });

describe('parseListingQuery', () => {
  it('reads every parameter, repeated or comma-separated', () => {
    expect(
      parse(
        'q=%20amoxi%20%20250&brand=4&brand=7,4&species=dog,cat&category=12&stock_state=in_stock&promotion=true&special=1&sort=price_desc&page=3',
      ),
    ).toEqual({
      q: 'amoxi 250',
      brand: [4, 7],
      species: ['dog', 'cat'],
      category: [12],
      stock_state: ['in_stock'],
      promotion: true,
      special: true,
      sort: 'price_desc',
      page: 3,
    });
  });

  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(EMPTY_LISTING);
  });

  it('drops values it does not understand instead of failing', () => {
    const q = parse(
      'brand=abc&brand=-3&brand=0&brand=99999999999&species=<script>&stock_state=lost&sort=cheapest&page=-2&promotion=maybe',
    );
    expect(q).toEqual(EMPTY_LISTING);
  });

  it('clamps the page and cuts an overlong text', () => {
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=999999').page).toBe(10_000);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse(`q=${'a'.repeat(500)}`).q).toHaveLength(200);
  });

  it('reads control characters in the text as spaces (a NUL is no search the back office takes)', () => {
    expect(parse('q=%00').q).toBe('');
    expect(parse('q=chien%00%01chat%7F').q).toBe('chien chat');
    expect(parse('q=%C2%85vaccin%1F').q).toBe('vaccin');
  });

  it('treats both promotion boxes ticked as no filter', () => {
    expect(parse('promotion=true&promotion=false').promotion).toBeNull();
    expect(parse('promotion=false').promotion).toBe(false);
  });

  it('offers price sorts to signed-in buyers only', () => {
    expect(parse('sort=price_asc', false).sort).toBe('relevance');
    expect(parse('sort=name_desc', false).sort).toBe('name_desc');
    expect(availableSorts(false)).toEqual(['relevance', 'name_asc', 'name_desc']);
    expect(availableSorts(true)).toHaveLength(7);
  });
});

describe('listingSearch', () => {
  it('writes a canonical query string without defaults', () => {
    expect(listingSearch(EMPTY_LISTING)).toBe('');
    const q = parse('sort=name_asc&species=dog&brand=4&page=2&q=otic');
    expect(listingSearch(q)).toBe('?q=otic&brand=4&species=dog&sort=name_asc&page=2');
  });

  it('applies a change (a page link, a sort)', () => {
    const q = parse('q=otic&page=4');
    expect(listingSearch(q, { page: 1 })).toBe('?q=otic');
    expect(listingSearch(q, { page: 5 })).toBe('?q=otic&page=5');
  });

  it('round-trips through the parser', () => {
    const q = parse('q=a b&brand=1&brand=2&stock_state=in_stock&promotion=false&special=true&page=7');
    expect(parse(listingSearch(q).slice(1))).toEqual(q);
  });
});

describe('backofficeSearch', () => {
  it('builds the search API query with the page category and the page size', () => {
    const q = parse('brand=4&brand=7&species=dog&category=99&page=2&sort=name_asc');
    expect(serializeQuery(backofficeSearch(q, { locale: 'nl', category: 12 }))).toBe(
      '?brand=4%2C7&species=dog&category=12&sort=name_asc&page=2&page_size=24&locale=nl',
    );
    expect(serializeQuery(backofficeSearch(EMPTY_LISTING, { locale: 'fr', pageSize: 4, page: 1 }))).toBe(
      '?sort=relevance&page=1&page_size=4&locale=fr',
    );
  });

  it('sends every filter, and nothing for an unset one', () => {
    const q = parse(
      'q=amoxi&brand=4&brand=7&species=dog&category=9&stock_state=in_stock&promotion=false&special=1',
    );
    expect(serializeQuery(backofficeSearch(q, { locale: 'en' }))).toBe(
      '?q=amoxi&brand=4%2C7&species=dog&category=9&stock_state=in_stock&promotion=false&special=true&sort=relevance&page=1&page_size=24&locale=en',
    );
  });
});

describe('hasFilters', () => {
  it('ignores the text and the sort', () => {
    expect(hasFilters(parse('q=x&sort=name_asc&page=2'))).toBe(false);
    expect(hasFilters(parse('special=true'))).toBe(true);
  });
});

describe('pagination', () => {
  it('computes the last page', () => {
    expect(lastPage(0)).toBe(1);
    expect(lastPage(24)).toBe(1);
    expect(lastPage(25)).toBe(2);
  });

  it('lists the first, last and neighbouring pages with gaps', () => {
    expect(pageItems(1, 1)).toEqual([]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
  });
});
