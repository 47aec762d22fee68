import { describe, expect, it } from 'vitest';
import { CategoryIndex, type CategoryRow } from './categories';
import { SEARCH_LIST_FILTERS } from '@vetshop/domain';
import { buildFacets, facetCategoryIds } from './facets';
import type { SearchFilters } from './search-plan';

const noLists = Object.fromEntries(
  SEARCH_LIST_FILTERS.map((name) => [name, []]),
) as unknown as SearchFilters['lists'];

const L = (s: string) => ({ fr: `${s}-fr`, nl: `${s}-nl`, en: `${s}-en` });
const row = (
  id: number,
  parentId: number | null,
  level: number,
  sequence: number,
  active = true,
): CategoryRow => ({
  id,
  code: `c${id}`,
  parentId,
  level,
  sequence,
  name: L(`cat${id}`),
  urlKey: L(`key${id}`),
  subtitle: null,
  shortDescription: null,
  description: null,
  seoTitle: null,
  metaDescription: null,
  metaKeywords: null,
  imageUrl: null,
  active,
});

// 1 (seq 2) ─ 3, 4 ; 2 (seq 1) ─ 5 ─ 6 ; 7 under a missing parent 99
const index = new CategoryIndex([
  row(1, null, 0, 2),
  row(2, null, 0, 1),
  row(3, 1, 1, 2),
  row(4, 1, 1, 1),
  row(5, 2, 1, 1),
  row(6, 5, 2, 1),
  row(7, 99, 1, 1),
]);

describe('CategoryIndex', () => {
  it('lists the top level and children by sequence', () => {
    expect(index.firstLevel('fr').map((c) => c.id)).toEqual([2, 1]);
    expect(index.childrenOf(1).map((c) => c.id)).toEqual([4, 3]);
  });

  it('walks up to the top level, and gives nothing for an orphan', () => {
    expect(index.path(6).map((c) => c.id)).toEqual([2, 5, 6]);
    expect(index.path(7)).toEqual([]);
    expect(index.path(42)).toEqual([]);
  });

  it('adds ancestors, sorted by level then sequence', () => {
    expect(index.withAncestors([6, 3]).map((c) => c.id)).toEqual([2, 1, 5, 3, 6]);
  });

  it('builds the localized tree', () => {
    const tree = index.tree('nl');
    expect(tree.map((c) => [c.id, c.name, c.url_key])).toEqual([
      [2, 'cat2-nl', 'key2-nl'],
      [1, 'cat1-nl', 'key1-nl'],
    ]);
    expect(tree[0]?.childs[0]?.childs.map((c) => c.id)).toEqual([6]);
  });
});

describe('facets', () => {
  it('offers the children of the selected categories, or the top level', () => {
    expect(facetCategoryIds([], index)).toEqual([2, 1]);
    expect(facetCategoryIds([1, 2], index)).toEqual([4, 3, 5]);
    expect(facetCategoryIds([6], index)).toEqual([]);
  });

  it('labels counts in the locale and keeps selected values listed', () => {
    const facets = buildFacets(
      {
        total: 3,
        layout: {
          species: ['dog', 'cat', 'horse'],
          stockStates: ['in_stock', 'resupplying', 'out_of_stock'],
          categories: [4, 3],
        },
        // species dog, cat, horse; stock states; promotion true, false; categories 4, 3
        counts: [2, 3, 0, 2, 1, 0, 0, 3, 2, 0],
        brand: [[7, 'Quokkavet', 3]],
        tokens: [
          ['active_principle:amoxicilline', 0, 'amoxicilline'],
          ['administration_route:injectable', 1, null],
          ['administration_route:oral', 4, null],
          ['is_discount:pharmacist', 5, null],
          ['is_discount:veterinary', 2, null],
          ['order_mode:quotation', 0, null],
          ['supplier:3', 2, 'Alcyon'],
        ],
      },
      {
        brand: [7],
        species: ['horse'],
        category: [1],
        stockState: [],
        promotion: true,
        special: undefined,
        lists: { ...noLists, active_principle: ['amoxicilline'] },
        flags: { is_discount: undefined, is_discount_this_month: true },
      },
      index,
      'en',
      'veterinary',
    );
    expect(facets.brand).toEqual([{ value: '7', label: 'Quokkavet', count: 3, selected: true }]);
    expect(facets.species).toEqual([
      { value: 'cat', label: 'Cat', count: 3, selected: false },
      { value: 'dog', label: 'Dog', count: 2, selected: false },
      { value: 'horse', label: 'Horse', count: 0, selected: true },
    ]);
    expect(facets.stock_state.map((f) => [f.value, f.count])).toEqual([
      ['in_stock', 2],
      ['resupplying', 1],
    ]);
    expect(facets.promotion).toEqual([
      { value: 'true', label: 'On promotion', count: 0, selected: true },
      { value: 'false', label: 'No promotion', count: 3, selected: false },
    ]);
    expect(facets.category).toEqual([{ value: '4', label: 'cat4-en', count: 2, selected: false }]);
    // Codes take the vocabulary's label, the catalogue's words their own; a selected value stays at 0.
    expect(facets.administration_route).toEqual([
      { value: 'oral', label: 'Oral', count: 4, selected: false },
      { value: 'injectable', label: 'Injectable', count: 1, selected: false },
    ]);
    expect(facets.supplier).toEqual([{ value: '3', label: 'Alcyon', count: 2, selected: false }]);
    expect(facets.active_principle).toEqual([
      { value: 'amoxicilline', label: 'amoxicilline', count: 0, selected: true },
    ]);
    expect(facets.order_mode).toEqual([]);
    // The caller's role's discounts only.
    expect(facets.is_discount).toEqual([
      { value: 'true', label: 'With a discount', count: 2, selected: false },
    ]);
    expect(facets.is_discount_this_month).toEqual([]);
  });
});
