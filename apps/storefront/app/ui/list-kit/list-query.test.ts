import {
  documentsQuerySchema,
  productSearchQuerySchema,
  productsOnOrderQuerySchema,
  quotationsQuerySchema,
  staffAddressRequestListQuerySchema,
} from '@vetshop/contract';
import { describe, expect, it } from 'vitest';
import { pagesOrLast, readListQuery } from './list-query.server';

const url = (search: string) => new URL(`http://shop.test/fr/list${search}`).searchParams;

describe('a list’s URL read with the contract’s schema', () => {
  it('reads the parameters the page names, under the schema’s keys, with its defaults', () => {
    expect(
      readListQuery(quotationsQuerySchema, url('?state=draft&page=2'), {
        state: 'quotation_state',
        page: 'page',
      }),
    ).toEqual({
      quotation_state: 'draft',
      page: 2,
      page_size: 10,
    });
    expect(readListQuery(documentsQuerySchema, url(''), { type: 'type', page: 'page' })).toEqual({
      type: 'all',
      page: 1,
      per_page: 20,
    });
  });

  it('reads nothing the page does not name (no page size from a hand-edited address)', () => {
    expect(
      readListQuery(documentsQuerySchema, url('?per_page=100&sale_id=4'), { type: 'type', page: 'page' }),
    ).toEqual({
      type: 'all',
      page: 1,
      per_page: 20,
    });
  });

  it('falls back to the default of a value the schema refuses and keeps the others', () => {
    for (const page of ['0', '-1', 'abc', '1.5', '9999999999', '']) {
      expect(
        readListQuery(documentsQuerySchema, url(`?type=invoice&page=${page}`), {
          type: 'type',
          page: 'page',
        }),
      ).toEqual({ type: 'invoice', page: 1, per_page: 20 });
    }
    expect(
      readListQuery(documentsQuerySchema, url('?type=poem&page=3'), { type: 'type', page: 'page' }),
    ).toEqual({ type: 'all', page: 3, per_page: 20 });
    expect(
      readListQuery(documentsQuerySchema, url('?type=poem&page=x'), { type: 'type', page: 'page' }),
    ).toEqual({ type: 'all', page: 1, per_page: 20 });
  });

  it('takes every value of a list parameter, and a blank one as absent (a GET form’s empty select)', () => {
    expect(
      readListQuery(productsOnOrderQuerySchema, url('?restrict=mto&family=meds&family=food'), {
        restrict: 'restricts[]',
        family: 'families[]',
        page: 'page',
      }),
    ).toEqual({ 'restricts[]': ['mto'], 'families[]': ['meds', 'food'], page: 1, per_page: 10 });
    expect(
      readListQuery(staffAddressRequestListQuerySchema, url('?state=&kind=update&customer=+parc+&page=2'), {
        state: 'state',
        kind: 'kind',
        customer: 'customer',
        page: 'page',
      }),
    ).toEqual({ kind: 'update', customer: 'parc', page: 2, page_size: 20 });
  });

  it('takes every value of a parameter named in `lists` (a contract list whose key has no `[]`)', () => {
    const names = { brand: 'brand', page: 'page' } as const;
    expect(
      readListQuery(productSearchQuerySchema, url('?brand=4&brand=7,9'), names, ['brand']),
    ).toMatchObject({
      brand: [4, 7, 9],
    });
    expect(readListQuery(productSearchQuerySchema, url('?brand=4&brand=7,9'), names)).toMatchObject({
      brand: [4],
    });
  });
});

describe('a page past the end', () => {
  const href = (page: number) => `/fr/list?page=${page}`;

  it('counts the pages of a page in range', () => {
    expect(pagesOrLast({ page: 2, count: 41, pageSize: 20 }, href)).toBe(3);
    expect(pagesOrLast({ page: 5, count: 0, pageSize: 20 }, href)).toBe(1);
  });

  it('redirects to the last page, with the page’s headers', () => {
    let thrown: unknown;
    try {
      pagesOrLast({ page: 9, count: 41, pageSize: 20 }, href, { 'Cache-Control': 'private, no-store' });
    } catch (e) {
      thrown = e;
    }
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe('/fr/list?page=3');
    expect((thrown as Response).headers.get('Cache-Control')).toBe('private, no-store');
  });
});
