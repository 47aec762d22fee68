import { describe, expect, it } from 'vitest';
import { FACET_BIT } from './facet-sql';
import { FacetStore, type FacetDocument } from './facet-store';
import type { SearchFilters, SearchPlan } from './search-plan';
import { noFilters } from '../testing/no-filters';

const doc = (id: number, values: Partial<FacetDocument> = {}): FacetDocument => ({
  product_id: id,
  brand_id: 1,
  species: ['dog'],
  category_ids: [10],
  stock_states: ['in_stock'],
  has_promotion: false,
  facet_tokens: [],
  ...values,
});

function plan(filters: Partial<SearchFilters> = {}): SearchPlan {
  return {
    locale: 'fr',
    role: 'veterinary',
    terms: [],
    codes: [],
    filters: { ...noFilters(), ...filters },
    sort: 'relevance',
    page: 1,
    pageSize: 24,
    facetCategoryIds: [10, 11],
  };
}

const store = () =>
  FacetStore.fromRows(
    0,
    [
      doc(1, { brand_id: 1, species: ['dog'], facet_tokens: ['presentation:tablet', 'supplier:12'] }),
      doc(2, { brand_id: 2, species: ['cat'], facet_tokens: ['presentation:pipette', 'supplier:12'] }),
      doc(3, { brand_id: 2, species: ['dog', 'cat'], has_promotion: true, category_ids: [11] }),
      doc(4, { brand_id: null, facet_tokens: ['is_discount:veterinary'] }),
    ],
    [
      { id: 1, name: 'Zorba' },
      { id: 2, name: 'Alvena' },
      { id: 3, name: 'Never matched' },
    ],
    [
      { locale: 'fr', token: 'supplier:12', label: 'Zorba Distribution' },
      { locale: 'nl', token: 'supplier:12', label: 'Zorba Distributie' },
    ],
  );

const tokens = (counts: ReturnType<FacetStore['count']>) =>
  Object.fromEntries(counts.tokens.map(([token, n]) => [token, n]));

describe('facet store', () => {
  it('counts every value of the documents that fail no filter, categories of the layout only', () => {
    const counts = store().count(plan(), { ids: [1, 2, 3, 4], failed: [0, 0, 0, 0] }, 4);
    expect(counts.total).toBe(4);
    expect(counts.brand).toEqual([
      [2, 'Alvena', 2],
      [1, 'Zorba', 1],
    ]);
    expect(tokens(counts)).toEqual({
      'presentation:tablet': 1,
      'presentation:pipette': 1,
      'supplier:12': 2,
      'is_discount:veterinary': 1,
    });
    expect(counts.tokens.find(([t]) => t === 'supplier:12')?.[2]).toBe('Zorba Distribution');
    const dutch = store().count({ ...plan(), locale: 'nl' }, { ids: [1], failed: [0] }, 1);
    expect(dutch.tokens.find(([t]) => t === 'supplier:12')?.[2]).toBe('Zorba Distributie');
    const at = (code: string) => counts.layout.species.indexOf(code);
    expect(counts.counts[at('dog')]).toBe(3);
    expect(counts.counts[at('cat')]).toBe(2);
    const afterSpecies = counts.layout.species.length + counts.layout.stockStates.length;
    expect(counts.counts.slice(afterSpecies)).toEqual([1, 3, 3, 1]); // promotion yes/no, categories 10 and 11
  });

  it("counts a document failing one filter in that filter's facet only (disjunctive), and one failing two nowhere", () => {
    const filters = { brand: [1], lists: { ...noFilters().lists, presentation: ['tablet'] } };
    const counts = store().count(
      plan(filters),
      // 1 passes both; 2 fails the brand and the presentation (not sent by SQL, but ignored if it were);
      // 3 fails the brand only; 4 fails the presentation only.
      {
        ids: [1, 2, 3, 4],
        failed: [0, FACET_BIT.brand | FACET_BIT.presentation, FACET_BIT.brand, FACET_BIT.presentation],
      },
      1,
    );
    expect(counts.total).toBe(1);
    // The brand facet counts what passes the presentation filter: 1 (Zorba) and 3 (Alvena).
    expect(counts.brand).toEqual([
      [2, 'Alvena', 1],
      [1, 'Zorba', 1],
    ]);
    // The presentation facet counts what passes the brand filter: 1 and 4 (no presentation).
    expect(tokens(counts)['presentation:tablet']).toBe(1);
    expect(tokens(counts)['presentation:pipette']).toBeUndefined();
    // Other facets count only what passes every filter: document 1.
    expect(tokens(counts)['supplier:12']).toBe(1);
    expect(tokens(counts)['is_discount:veterinary']).toBeUndefined();
  });

  it('lists selected values that match nothing with 0, and ignores matches it does not know', () => {
    const filters = { brand: [3], lists: { ...noFilters().lists, presentation: ['spray'] } };
    const counts = store().count(plan(filters), { ids: [99], failed: [0] }, 1);
    expect(counts.total).toBe(1);
    expect(counts.brand).toEqual([[3, 'Never matched', 0]]);
    expect(tokens(counts)).toEqual({ 'presentation:spray': 0 });
  });

  it('takes a refreshed product as it is now: changed values, a new product, a gone one', () => {
    const s = store();
    s.apply(
      [1, 2, 5],
      [doc(1, { brand_id: 2, facet_tokens: ['presentation:spray'] }), doc(5, { brand_id: 1 })],
      [{ locale: 'fr', token: 'presentation:spray', label: 'Spray' }],
    );
    const counts = s.count(plan(), { ids: [1, 2, 5], failed: [0, 0, 0] }, 3);
    expect(counts.brand).toEqual([
      [2, 'Alvena', 1],
      [1, 'Zorba', 1],
    ]);
    expect(tokens(counts)).toEqual({ 'presentation:spray': 1 });
    expect(counts.tokens[0]?.[2]).toBe('Spray');
    expect(s.size).toBe(5);
  });

  it('keeps every product right through many refreshes (its lists are rewritten and compacted)', () => {
    const s = store();
    for (let round = 0; round < 2000; round++) {
      const tokens = Array.from({ length: 1 + (round % 7) }, (_, i) => `presentation:p${(round + i) % 5}`);
      s.apply([2], [doc(2, { brand_id: 2, species: ['cat'], facet_tokens: tokens })], []);
    }
    const counts = s.count(plan(), { ids: [1, 2, 3], failed: [0, 0, 0] }, 3);
    // Round 1999: 1 + (1999 % 7) = 5 tokens, p4 p0 p1 p2 p3; document 1 keeps its own.
    expect(tokens(counts)).toEqual({
      'presentation:tablet': 1,
      'supplier:12': 1,
      'presentation:p4': 1,
      'presentation:p0': 1,
      'presentation:p1': 1,
      'presentation:p2': 1,
      'presentation:p3': 1,
    });
    const at = (code: string) => counts.layout.species.indexOf(code);
    expect(counts.counts[at('cat')]).toBe(2);
    expect(counts.counts[at('dog')]).toBe(2);
  });

  describe('a search in memory (scan)', () => {
    // Documents 1-4 above, plus a veterinary-only one (5) and a special offer in the vet group 7 (6).
    const full = () => {
      const s = store();
      s.apply(
        [5, 6],
        [
          doc(5, { veterinary_only: true, species: ['horse'] }),
          doc(6, { is_special: true, stock_states: ['out_of_stock'], facet_tokens: ['vet_group:7'] }),
        ],
        [],
      );
      return s;
    };
    const ids = Int32Array.from([6, 5, 4, 3, 2, 1]);
    const found = (s: FacetStore, p: SearchPlan, scope: Parameters<FacetStore['compile']>[1] = null) => {
      const result = s.scan(s.compile(p, scope), ids, 'ids');
      const failed = new Map<number, number>();
      for (let i = 0; i < result.countLength; i++)
        failed.set(s.productId(result.countRows[i]!), result.countFailed[i]!);
      return { passing: Array.from(result.passing, (at) => s.productId(at)), total: result.total, failed };
    };

    it('keeps the candidates that pass every filter, in their order, and the mask of the one filter others fail', () => {
      const s = full();
      const result = found(s, plan({ species: ['dog'], stockState: ['in_stock'] }));
      expect(result.passing).toEqual([4, 3, 1]);
      expect(result.total).toBe(3);
      // 6 (out of stock) fails the stock filter only; 2 (a cat) and 5 (a horse) the species only.
      expect(result.failed.get(6)).toBe(FACET_BIT.stock_state);
      expect(result.failed.get(2)).toBe(FACET_BIT.species);
      expect(result.failed.get(5)).toBe(FACET_BIT.species);
      expect(result.failed.get(4)).toBe(0);
    });

    it('shows veterinary-only documents to vets only', () => {
      const s = full();
      expect(found(s, plan()).passing).toEqual([6, 5, 4, 3, 2, 1]);
      expect(found(s, { ...plan(), role: 'pharmacist' }).passing).toEqual([6, 4, 3, 2, 1]);
      expect(found(s, { ...plan(), role: null }).passing).toEqual([6, 4, 3, 2, 1]);
    });

    it('reads brands, promotions, specials, list filters, yes/no flags of the role, categories and scopes', () => {
      const s = full();
      expect(found(s, plan({ brand: [2] })).passing).toEqual([3, 2]);
      expect(found(s, plan({ promotion: true })).passing).toEqual([3]);
      expect(found(s, plan({ special: false })).passing).toEqual([5, 4, 3, 2, 1]);
      expect(
        found(s, plan({ lists: { ...noFilters().lists, presentation: ['tablet', 'pipette'] } })).passing,
      ).toEqual([2, 1]);
      const discount = (wanted: boolean) => plan({ flags: { ...noFilters().flags, is_discount: wanted } });
      expect(found(s, discount(true)).passing).toEqual([4]);
      expect(found(s, discount(false)).passing).toEqual([6, 5, 3, 2, 1]);
      // A pharmacist's discount token is not the vet's.
      expect(found(s, { ...discount(true), role: 'pharmacist' }).passing).toEqual([]);
      expect(found(s, plan({ category: [11] })).passing).toEqual([3]);
      expect(
        found(s, plan(), { promotedOrSpecial: true, anyToken: ['is_discount:veterinary'] }).passing,
      ).toEqual([6, 4, 3]);
      expect(found(s, plan(), { promotedOrSpecial: false, anyToken: ['vet_group:7'] }).passing).toEqual([6]);
      expect(found(s, plan(), { promotedOrSpecial: false, anyToken: [] }).passing).toEqual([]);
    });

    it('leaves out a gone product, and names the products whose documents were written again', () => {
      const s = full();
      s.apply([2], [], []);
      expect(found(s, plan()).passing).toEqual([6, 5, 4, 3, 1]);
      const versions = (v: Record<number, string>) =>
        FacetStore.fromRows(
          0,
          Object.entries(v).map(([id, version]) => doc(Number(id), { version })),
          [],
          [],
        );
      const older = versions({ 1: '10', 2: '11', 3: '12' });
      const newer = versions({ 1: '10', 2: '15', 4: '16' });
      expect(older.changedIn(newer).sort()).toEqual([2, 3, 4]);
    });
  });
});
