import type { AutocompleteResult } from '@vetshop/contract';
import { describe, expect, it } from 'vitest';
import { flatOptions, historyGroups, moveActive, resultGroups } from './combobox';

const result: AutocompleteResult = {
  suggestions: ['amoxicilline', 'amoxivantis'],
  categories: [{ id: 4, name: 'Antibiotiques', url_key: 'antibiotiques-2', level: 1 }],
  products: [
    {
      id: 1,
      url_key: 'amoxivantis-250-mg-comprimes-1',
      name: 'Amoxivantis 250 mg comprimés',
      image: null,
      price: null,
    },
  ],
};

describe('resultGroups', () => {
  it('offers suggestions, categories and products with where each leads', () => {
    const groups = resultGroups('ac', 'fr', result);
    expect(groups.map((g) => g.key)).toEqual(['suggestions', 'categories', 'products']);
    expect(flatOptions(groups)).toEqual([
      {
        id: 'ac-suggestions-0',
        label: 'amoxicilline',
        href: '/fr/search?q=amoxicilline',
        query: 'amoxicilline',
      },
      {
        id: 'ac-suggestions-1',
        label: 'amoxivantis',
        href: '/fr/search?q=amoxivantis',
        query: 'amoxivantis',
      },
      { id: 'ac-categories-0', label: 'Antibiotiques', href: '/fr/c/antibiotiques-2' },
      {
        id: 'ac-products-0',
        label: 'Amoxivantis 250 mg comprimés',
        href: '/fr/p/amoxivantis-250-mg-comprimes-1',
        image: null,
        price: null,
      },
    ]);
  });

  it('leaves empty groups out', () => {
    expect(resultGroups('ac', 'nl', { suggestions: [], categories: [], products: [] })).toEqual([]);
  });
});

describe('historyGroups', () => {
  it('offers recent searches and viewed products', () => {
    const groups = historyGroups(
      'ac',
      'en',
      ['otic drops'],
      [{ id: 2, urlKey: 'fiprozen-2', name: 'Fiprozen', image: '/media/x.svg' }],
    );
    expect(flatOptions(groups).map((o) => [o.id, o.href])).toEqual([
      ['ac-recentSearches-0', '/en/search?q=otic%20drops'],
      ['ac-viewed-0', '/en/p/fiprozen-2'],
    ]);
    expect(historyGroups('ac', 'en', [], [])).toEqual([]);
  });
});

describe('moveActive', () => {
  it('moves down and up, wrapping around', () => {
    expect(moveActive(-1, 3, 'next')).toBe(0);
    expect(moveActive(0, 3, 'next')).toBe(1);
    expect(moveActive(2, 3, 'next')).toBe(0);
    expect(moveActive(-1, 3, 'previous')).toBe(2);
    expect(moveActive(0, 3, 'previous')).toBe(2);
    expect(moveActive(2, 3, 'previous')).toBe(1);
    expect(moveActive(1, 3, 'first')).toBe(0);
    expect(moveActive(1, 3, 'last')).toBe(2);
  });
  it('has nothing to activate in an empty list', () => {
    expect(moveActive(-1, 0, 'next')).toBe(-1);
  });
});
