import {
  documentsQuerySchema,
  productsOnOrderQuerySchema,
  quotationsQuerySchema,
  staffSmallAdsQuerySchema,
} from '@vetshop/contract';
import { describe, expect, it } from 'vitest';
import { listRead, loadList, readListState } from './list-load.server';

const url = (search: string) => new URL(`http://shop.test/fr/list${search}`).searchParams;

const QUOTATIONS = listRead(
  quotationsQuerySchema,
  { state: 'all' as string, page: 1 },
  { state: 'quotation_state', page: 'page' },
);
const ON_ORDER = listRead(
  productsOnOrderQuerySchema,
  { restrict: 'all' as string, family: [] as readonly string[], page: 1 },
  { restrict: 'restricts[]', family: 'families[]', page: 'page' },
);

describe('a list’s state read from its URL (issue 19 §4)', () => {
  it('takes each named value from the query under its URL name, the others their defaults', () => {
    expect(readListState(QUOTATIONS, url('?state=draft&page=2'))).toEqual({
      query: { quotation_state: 'draft', page: 2, page_size: 10 },
      state: { state: 'draft', page: 2 },
    });
    // No state in the URL: the schema has none, the page shows its default ("all").
    expect(readListState(QUOTATIONS, url('')).state).toEqual({ state: 'all', page: 1 });
  });

  it('reads the first value of a list key into a single value, a list key into a list', () => {
    const { state } = readListState(
      ON_ORDER,
      url('?restrict=mto&restrict=backorders&family=meds&family=food'),
    );
    expect(state).toEqual({ restrict: 'mto', family: ['meds', 'food'], page: 1 });
    expect(readListState(ON_ORDER, url('')).state).toEqual({ restrict: 'all', family: [], page: 1 });
  });

  it('keeps the defaults’ order (one state, one address) and applies what the page fixes', () => {
    const read = listRead(
      documentsQuerySchema,
      { view: 'all', type: 'all' as string, page: 1 },
      { page: 'page', type: 'type' },
    );
    const { state } = readListState(read, url('?page=3&type=invoice'), { view: 'mine' });
    expect(Object.keys(state)).toEqual(['view', 'type', 'page']);
    expect(state).toEqual({ view: 'mine', type: 'invoice', page: 3 });
  });

  it('lets a page name only a schema key whose value fits its state', () => {
    // @ts-expect-error -- the page number is no quotation state.
    listRead(quotationsQuerySchema, { state: 'all' as 'all' | 'draft', page: 1 }, { state: 'page' });
    // @ts-expect-error -- no such key in the schema.
    listRead(quotationsQuerySchema, { state: 'all', page: 1 }, { state: 'quotation_states' });
  });
});

describe('a list page’s data', () => {
  const SMALL_ADS = listRead(
    staffSmallAdsQuerySchema,
    { state: 'pending' as string, page: 1 },
    { state: 'state', page: 'page' },
  );

  it('calls the back office with the query read, and counts the pages by the schema’s page size', async () => {
    const calls: unknown[] = [];
    const found = await loadList(
      { read: SMALL_ADS, params: url('?state=published&page=2'), base: '/fr/staff/small-ads' },
      async (query) => {
        calls.push(query);
        return { items: [], total: 41 };
      },
    );
    expect(calls).toEqual([{ state: 'published', page: 2, page_size: 20 }]);
    expect(found).toEqual({
      list: { items: [], total: 41 },
      query: { state: 'published', page: 2 },
      pages: 3,
    });
  });

  it('reads `count` or `total`, `page_size` or `per_page`', async () => {
    const read = listRead(documentsQuerySchema, { type: 'all' as string, page: 1 }, { type: 'type' });
    const found = await loadList({ read, params: url(''), base: '/fr/account/documents' }, async () => ({
      items: [],
      count: 45,
    }));
    expect(found.pages).toBe(3); // 20 a page (the documents' per_page)
  });

  it('answers a page past the end with the last page, filters kept, with the page’s headers', async () => {
    let thrown: unknown;
    try {
      await loadList(
        { read: SMALL_ADS, params: url('?state=cancel&page=9'), base: '/fr/staff/small-ads' },
        async () => ({ items: [], total: 21 }),
        { 'Cache-Control': 'private, no-store' },
      );
    } catch (e) {
      thrown = e;
    }
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe('/fr/staff/small-ads?state=cancel&page=2');
    expect((thrown as Response).headers.get('Cache-Control')).toBe('private, no-store');
  });
});
