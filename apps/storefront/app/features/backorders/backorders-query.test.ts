import { describe, expect, it } from 'vitest';
import {
  backofficeQuery,
  parseCancelQuantity,
  parseProductsOnOrderQuery,
  productsOnOrderSearch,
} from './backorders-query';

const parse = (s: string) => parseProductsOnOrderQuery(new URLSearchParams(s));

describe('products on order: the list state in the URL', () => {
  it.each([
    ['', { restrict: 'all', families: [], page: 1 }],
    ['restrict=mto&family=food&family=meds&page=3', { restrict: 'mto', families: ['meds', 'food'], page: 3 }],
    ['restrict=everything&family=toys&page=-2', { restrict: 'all', families: [], page: 1 }],
    ['restrict=backorders&page=abc', { restrict: 'backorders', families: [], page: 1 }],
  ])('reads %j', (search, expected) => {
    expect(parse(search)).toEqual(expected);
  });

  it('writes the same state back, page 1 and "all" left out, and asks the back office for it', () => {
    const q = parse('restrict=backorders&family=equipment&page=2');
    expect(productsOnOrderSearch(q)).toBe('?restrict=backorders&family=equipment&page=2');
    expect(productsOnOrderSearch(parse(''))).toBe('');
    expect(backofficeQuery(q)).toEqual({
      page: 2,
      per_page: 10,
      'families[]': ['equipment'],
      'restricts[]': ['backorders'],
    });
    expect(backofficeQuery(parse(''))['restricts[]']).toEqual([]);
  });
});

describe('parseCancelQuantity (between 1 and the backorder)', () => {
  it.each([
    ['1', 5, 1],
    [' 5 ', 5, 5],
    ['6', 5, null],
    ['0', 5, null],
    ['-1', 5, null],
    ['2.5', 5, null],
    ['', 5, null],
    ['deux', 5, null],
    [null, 5, null],
  ])('%j of at most %i → %s', (raw, max, expected) => {
    expect(parseCancelQuantity(raw, max)).toBe(expected);
  });
});
