import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  availableSorts,
  EMPTY_LISTING,
  hasFilters,
  isSelected,
  lastPage,
  listingSearch,
  normalizeText,
  toggleFilter,
  type ListingQuery,
} from './listing-query';

const listing = (change: Partial<ListingQuery>): ListingQuery => ({ ...EMPTY_LISTING, ...change });

describe('the listing’s state (zod-free: the browser’s side)', () => {
  it('starts unfiltered, on the first page, by relevance', () => {
    expect(EMPTY_LISTING).toEqual({
      brand: [],
      species: [],
      category: [],
      stock_state: [],
      active_principle: [],
      presentation: [],
      administration_route: [],
      indication: [],
      animal_size: [],
      age: [],
      food_range: [],
      size: [],
      color: [],
      supplier: [],
      order_mode: [],
      vet_group: [],
      loyalty_rule: [],
      sort: 'relevance',
      page: 1,
    });
  });

  it('collapses the text’s spaces and control characters', () => {
    expect(normalizeText('  chien\u0000\u0001 chat\u007f ')).toBe('chien chat');
    expect(normalizeText(null)).toBe('');
    expect(normalizeText('a'.repeat(500))).toHaveLength(200);
  });

  it('offers price sorts to signed-in buyers only', () => {
    expect(availableSorts(false)).toEqual(['relevance', 'name_asc', 'name_desc']);
    expect(availableSorts(true)).toHaveLength(7);
  });
});

describe('listingSearch', () => {
  it('writes a canonical query string without defaults, in a fixed order', () => {
    expect(listingSearch(EMPTY_LISTING)).toBe('');
    const q = listing({ page: 2, sort: 'name_asc', species: ['dog'], brand: [4], q: 'otic' });
    expect(listingSearch(q)).toBe('?q=otic&brand=4&species=dog&sort=name_asc&page=2');
    expect(
      listingSearch(
        listing({ category: [3], stock_state: ['in_stock', 'resupplying'], promotion: false, special: true }),
      ),
    ).toBe('?category=3&stock_state=in_stock&stock_state=resupplying&promotion=false&special=true');
  });

  it('writes a flag only when set (special=false is no filter the page offers)', () => {
    expect(listingSearch(listing({ special: false }))).toBe('');
  });

  it('applies a change (a page link, a sort)', () => {
    const q = listing({ q: 'otic', page: 4 });
    expect(listingSearch(q, { page: 1 })).toBe('?q=otic');
    expect(listingSearch(q, { page: 5 })).toBe('?q=otic&page=5');
  });
});

describe('the filters on screen', () => {
  it('counts and tells the filters (the text and the sort aside)', () => {
    expect(hasFilters(listing({ q: 'x', sort: 'name_asc', page: 2 }))).toBe(false);
    expect(hasFilters(listing({ special: false }))).toBe(false);
    expect(hasFilters(listing({ special: true }))).toBe(true);
    expect(hasFilters(listing({ promotion: false }))).toBe(true);
    expect(activeFilters(listing({ brand: [4, 7], species: ['dog'], promotion: true, special: true }))).toBe(
      5,
    );
  });

  it('tells which boxes are ticked, as the form spells their values', () => {
    const q = listing({ brand: [4], stock_state: ['in_stock'], promotion: false, special: true });
    expect(isSelected(q, 'brand', '4')).toBe(true);
    expect(isSelected(q, 'brand', '7')).toBe(false);
    expect(isSelected(q, 'stock_state', 'in_stock')).toBe(true);
    expect(isSelected(q, 'promotion', 'false')).toBe(true);
    expect(isSelected(q, 'promotion', 'true')).toBe(false);
    expect(isSelected(q, 'special', 'true')).toBe(true);
    expect(isSelected(EMPTY_LISTING, 'promotion', 'false')).toBe(false);
  });

  it('computes the listing after a box is ticked or unticked, back on the first page', () => {
    const q = listing({ q: 'otic', brand: [4], sort: 'name_asc', page: 3 });
    expect(toggleFilter(q, 'brand', '7', true)).toEqual({ ...q, brand: [4, 7], page: 1 });
    expect(toggleFilter(q, 'brand', '4', false)).toEqual({ ...q, brand: [], page: 1 });
    expect(toggleFilter(q, 'species', 'dog', true)).toEqual({ ...q, species: ['dog'], page: 1 });
    expect(toggleFilter(q, 'special', 'true', true)).toEqual({ ...q, special: true, page: 1 });
    expect(toggleFilter({ ...q, special: true }, 'special', 'true', false).special).toBeUndefined();
  });

  it('reads both boxes of a yes/no filter ticked as no filter, as the form without JavaScript does', () => {
    const none = toggleFilter(EMPTY_LISTING, 'promotion', 'true', true);
    expect(none.promotion).toBe(true);
    expect(toggleFilter(none, 'promotion', 'false', true).promotion).toBeUndefined();
    expect(toggleFilter(none, 'promotion', 'true', false).promotion).toBeUndefined();
    expect(toggleFilter(EMPTY_LISTING, 'promotion', 'false', true).promotion).toBe(false);
  });
});

describe('lastPage', () => {
  it('counts the pages, at least one, at most the schema’s highest', () => {
    expect(lastPage(0, 24)).toBe(1);
    expect(lastPage(24, 24)).toBe(1);
    expect(lastPage(25, 24)).toBe(2);
    expect(lastPage(1_000_000, 24)).toBe(10_000);
  });
});
