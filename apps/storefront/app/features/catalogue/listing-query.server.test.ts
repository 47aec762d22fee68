import { serializeQuery } from '@vetshop/contract';
import { DEFAULT_SEARCH_PAGE_SIZE } from '@vetshop/domain';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_LISTING,
  LISTING_FILTERS,
  listingSearch,
  type FilterName,
  type ListingQuery,
} from './listing-query';
import { readListingQuery } from './listing-query.server';

const read = (qs: string, signedIn = true) =>
  readListingQuery(new URLSearchParams(qs), { signedIn, locale: 'nl' });

/** The page's part of a read query (what listingSearch writes). */
function listing(qs: string, signedIn = true): ListingQuery {
  const query = read(qs, signedIn);
  const filters = Object.fromEntries(
    Object.keys(LISTING_FILTERS).map((name) => [name, query[name as FilterName]]),
  );
  return { ...filters, q: query.q, sort: query.sort, page: query.page } as ListingQuery;
}

const UNFILTERED = {
  ...EMPTY_LISTING,
  q: undefined,
  promotion: undefined,
  special: undefined,
  is_discount: undefined,
  is_discount_this_month: undefined,
};

describe('a listing’s URL read with the contract’s search schema', () => {
  it('never reads a scope from the URL: each search page sets its own (issue 20 §5)', () => {
    expect(read('scope=selection&brand=4')).toMatchObject({ brand: [4] });
    expect(read('scope=selection&brand=4').scope).toBeUndefined();
  });

  it('reads every filter, repeated or comma-separated, in the page’s locale and the back office’s page size', () => {
    expect(
      read(
        'q=%20amoxi%20%20250&brand=4&brand=7,4&species=dog,cat&category=12&stock_state=in_stock&promotion=true&special=1&sort=price_desc&page=3',
      ),
    ).toMatchObject({
      q: 'amoxi 250',
      brand: [4, 7],
      species: ['dog', 'cat'],
      category: [12],
      stock_state: ['in_stock'],
      promotion: true,
      special: true,
      sort: 'price_desc',
      page: 3,
      page_size: DEFAULT_SEARCH_PAGE_SIZE,
      locale: 'nl',
    });
  });

  it('gives the defaults for an empty query', () => {
    expect(listing('')).toEqual(UNFILTERED);
  });

  it('never takes the page size or the locale from the URL', () => {
    expect(read('page_size=100&locale=en')).toMatchObject({
      page_size: DEFAULT_SEARCH_PAGE_SIZE,
      locale: 'nl',
    });
  });

  it('drops a value the schema refuses, one filter at a time, and keeps the others', () => {
    const good =
      'q=otic&brand=4&species=dog&category=12&stock_state=in_stock&promotion=false&special=true&sort=name_asc&page=2' +
      '&active_principle=meloxicam&supplier=3&order_mode=quotation&is_discount=true';
    const kept = listing(good);
    expect(kept).toEqual({
      ...UNFILTERED,
      q: 'otic',
      brand: [4],
      species: ['dog'],
      category: [12],
      stock_state: ['in_stock'],
      promotion: false,
      special: true,
      active_principle: ['meloxicam'],
      supplier: [3],
      order_mode: ['quotation'],
      is_discount: true,
      sort: 'name_asc',
      page: 2,
    });
    const bad: [string, Partial<ListingQuery>][] = [
      ['brand=abc', { brand: [] }],
      ['brand=-3', { brand: [] }],
      ['brand=0', { brand: [] }],
      ['brand=99999999999', { brand: [] }],
      ['species=' + 'x'.repeat(41), { species: [] }],
      ['category=1.5', { category: [] }],
      ['stock_state=lost', { stock_state: [] }],
      ['promotion=maybe', { promotion: undefined }],
      ['special=often', { special: undefined }],
      ['active_principle=amoxi%20cilline', { active_principle: [] }],
      ['supplier=x', { supplier: [] }],
      ['order_mode=free', { order_mode: [] }],
      ['is_discount=maybe', { is_discount: undefined }],
      ['sort=cheapest', { sort: 'relevance' }],
      ['page=-2', { page: 1 }],
      ['page=0', { page: 1 }],
      ['page=2.5', { page: 1 }],
      ['page=10001', { page: 1 }],
    ];
    for (const [param, fallback] of bad) {
      const name = param.slice(0, param.indexOf('='));
      const url = `${good.replace(new RegExp(`(^|&)${name}=[^&]*`), '')}&${param}`;
      expect(listing(url), param).toEqual({ ...kept, ...fallback });
    }
  });

  it('drops a whole list for one bad value in it (the schema takes or refuses the list)', () => {
    expect(listing('brand=4&brand=abc&species=dog').brand).toEqual([]);
    expect(listing('brand=4&brand=abc&species=dog').species).toEqual(['dog']);
  });

  it('reads control characters in the text as spaces (a NUL is no search the back office takes)', () => {
    expect(read('q=%00').q).toBeUndefined();
    expect(read('q=chien%00%01chat%7F').q).toBe('chien chat');
    expect(read('q=%C2%85vaccin%1F').q).toBe('vaccin');
    expect(read(`q=${'a'.repeat(500)}`).q).toHaveLength(200);
  });

  it('treats both boxes of a yes/no filter ticked as no filter (a GET form sends both)', () => {
    expect(read('promotion=true&promotion=false').promotion).toBeUndefined();
    expect(read('promotion=false').promotion).toBe(false);
    expect(read('promotion=true').promotion).toBe(true);
  });

  it('reads “only special offers” only: special=false is no filter', () => {
    expect(read('special=false').special).toBeUndefined();
    expect(read('special=0').special).toBeUndefined();
    expect(read('special=true').special).toBe(true);
  });

  it('offers price sorts to signed-in buyers only', () => {
    for (const sort of ['price_asc', 'price_desc', 'indicated_price_asc', 'indicated_price_desc']) {
      expect(read(`sort=${sort}`, false).sort).toBe('relevance');
      expect(read(`sort=${sort}`, true).sort).toBe(sort);
    }
    expect(read('sort=name_desc', false).sort).toBe('name_desc');
  });

  it('ignores the parameters the page does not read (the category page: a text, another category)', () => {
    const query = readListingQuery(new URLSearchParams('q=otic&category=9&brand=4'), {
      signedIn: false,
      locale: 'fr',
      ignore: ['q', 'category'],
    });
    expect(query.q).toBeUndefined();
    expect(query).toMatchObject({ category: [], brand: [4] });
  });

  it('round-trips through the canonical URL the page writes', () => {
    for (const qs of [
      'q=a b&brand=1&brand=2&stock_state=in_stock&promotion=false&special=true&page=7',
      'species=dog&species=cat&category=3&sort=name_desc',
      '',
    ]) {
      const query = listing(qs);
      expect(listing(listingSearch(query).slice(1))).toEqual(query);
    }
  });

  it('is the back office’s query as is: the loader sends it without another mapping', () => {
    expect(serializeQuery(read('brand=4&brand=7&species=dog&page=2&sort=name_asc'))).toBe(
      `?locale=nl&brand=4%2C7&species=dog&sort=name_asc&page=2&page_size=${DEFAULT_SEARCH_PAGE_SIZE}`,
    );
  });
});
