import { describe, expect, it } from 'vitest';
import { kthLargest, rankCandidates, VectorSet } from './neighbours';
import { cosine, rawTerms, signatureOf, weighVector, type SimilaritySource } from './vector';

const source = (over: Partial<SimilaritySource>): SimilaritySource => ({
  species: [],
  facetTokens: [],
  brandId: null,
  categories: [],
  texts: [],
  ...over,
});

/** A small catalogue: an amoxicillin tablet for dogs and what may come near it. */
const catalogue: Record<string, SimilaritySource> = {
  amoxiDog: source({
    species: ['dog'],
    facetTokens: [
      'active_principle:amoxicillin',
      'presentation:tablet',
      'order_mode:direct',
      'is_discount:veterinary',
    ],
    brandId: 1,
    categories: [
      { id: 1, level: 0 },
      { id: 11, level: 1 },
    ],
    texts: ['<p>Amoxicillin tablet for dogs.</p>'],
  }),
  amoxiDogOtherBrand: source({
    species: ['dog'],
    facetTokens: ['active_principle:amoxicillin', 'presentation:injectable'],
    brandId: 2,
    categories: [{ id: 1, level: 0 }],
  }),
  sameBrandOnly: source({
    species: ['horse'],
    facetTokens: ['food_range:senior'],
    brandId: 1,
    categories: [{ id: 3, level: 0 }],
  }),
  dogFood: source({
    species: ['dog'],
    facetTokens: ['food_range:adult'],
    brandId: 3,
    categories: [{ id: 2, level: 0 }],
  }),
  catCollar: source({ species: ['cat'], brandId: 4, categories: [{ id: 3, level: 0 }] }),
};

describe('rawTerms (the vector of characteristics and description)', () => {
  it('keeps the characteristics of the product, not the terms of buying it', () => {
    const raw = rawTerms(catalogue.amoxiDog!);
    expect([...raw.keys()]).toEqual(
      expect.arrayContaining([
        'active_principle:amoxicillin',
        'presentation:tablet',
        'species:dog',
        'brand:1',
        'category:1',
        'category:11',
        'word:amoxicillin',
        'word:tablet',
        'word:dogs',
      ]),
    );
    expect(raw.has('order_mode:direct')).toBe(false);
    expect(raw.has('is_discount:veterinary')).toBe(false);
    // Short words and markup are left out.
    expect(raw.has('word:for')).toBe(false);
    expect([...raw.keys()].some((t) => t.includes('<'))).toBe(false);
  });
  it('weighs the active principle above the species, the species above the brand, deeper categories more', () => {
    const raw = rawTerms(catalogue.amoxiDog!);
    expect(raw.get('active_principle:amoxicillin')!).toBeGreaterThan(raw.get('species:dog')!);
    expect(raw.get('species:dog')!).toBeGreaterThan(raw.get('brand:1')!);
    expect(raw.get('category:11')!).toBeGreaterThan(raw.get('category:1')!);
  });
  it('gives the same signature to the same terms whatever their order', () => {
    const a = new Map([
      ['species:dog', 1.5],
      ['brand:1', 0.75],
    ]);
    const b = new Map([
      ['brand:1', 0.75],
      ['species:dog', 1.5],
    ]);
    expect(signatureOf(a)).toBe(signatureOf(b));
    expect(signatureOf(a)).not.toBe(signatureOf(new Map([['species:cat', 1.5]])));
  });
});

describe('weighVector and cosine', () => {
  it('gives unit vectors whose cosine is 1 with themselves, 0 with nothing in common', () => {
    const v = weighVector(rawTerms(catalogue.amoxiDog!), () => 1, 10);
    expect(cosine(v, v)).toBeCloseTo(1, 6);
    const w = weighVector(rawTerms(catalogue.catCollar!), () => 1, 10);
    expect(cosine(v, w)).toBe(0);
  });
  it('makes a term every product holds weigh less than a rare one (IDF)', () => {
    const raw = new Map([
      ['species:dog', 1],
      ['active_principle:x', 1],
    ]);
    const v = weighVector(raw, (t) => (t === 'species:dog' ? 100 : 2), 100);
    expect(v.terms).toEqual(['active_principle:x', 'species:dog']);
    expect(v.weights[0]!).toBeGreaterThan(v.weights[1]! * 3);
  });
});

describe('neighbours', () => {
  const ids = Object.keys(catalogue);
  const set = new VectorSet();
  ids.forEach((name, i) => set.add(i + 1, rawTerms(catalogue[name]!)));
  const idOf = (name: string) => ids.indexOf(name) + 1;

  it('ranks the same active principle and species above the same brand only, and never the product itself', () => {
    const all = set.allNeighbours({ k: 3, maxPostings: 10 });
    const ofAmoxi = all[0]!;
    expect(ofAmoxi.ids[0]).toBe(idOf('amoxiDogOtherBrand'));
    expect(ofAmoxi.ids).not.toContain(idOf('amoxiDog'));
    const brandOnly = ofAmoxi.ids.indexOf(idOf('sameBrandOnly'));
    expect(brandOnly === -1 || brandOnly > 0).toBe(true);
    // Scores best first, each a cosine.
    expect([...ofAmoxi.scores].sort((a, b) => b - a)).toEqual(ofAmoxi.scores);
    expect(ofAmoxi.scores[0]!).toBeLessThanOrEqual(1.000001);
  });

  it('finds no neighbour through terms nobody else holds, and keeps k at most', () => {
    const all = set.allNeighbours({ k: 2, maxPostings: 10 });
    for (const n of all) expect(n.ids.length).toBeLessThanOrEqual(2);
    // The cat collar shares only a top-level category with the same-brand horse food.
    expect(all[idOf('catCollar') - 1]!.ids).toEqual([idOf('sameBrandOnly')]);
  });

  it('proposes candidates through common terms when the selective ones propose too few', () => {
    // Every term is held by more than maxPostings = 1 product: only the fallback finds the dog products.
    const all = set.allNeighbours({ k: 2, maxPostings: 1 });
    expect(all[idOf('amoxiDog') - 1]!.ids[0]).toBe(idOf('amoxiDogOtherBrand'));
  });

  it('ranks one product among candidates as the whole catalogue does (partial refresh)', () => {
    const options = { k: 3, maxPostings: 10 };
    const full = set.allNeighbours(options)[0]!;
    const self = set.vector(0);
    // Every other product shares a selective term or is proposed by the fallback here: all are candidates.
    const candidates = ids.slice(1).map((_, i) => ({ id: i + 2, vector: set.vector(i + 1) }));
    const ranked = rankCandidates(self, candidates, options.k);
    expect(ranked.map((r) => r.id)).toEqual(full.ids);
    ranked.forEach((r, i) => expect(r.score).toBeCloseTo(full.scores[i]!, 5));
  });
});

describe('kthLargest', () => {
  it('finds the k-th largest value like a sort does', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 10;
    for (let round = 0; round < 50; round++) {
      const values = Array.from({ length: 1 + (round % 17) * 13 }, () => Math.floor(random()));
      const k = 1 + (round % values.length);
      const sorted = [...values].sort((a, b) => b - a);
      expect(kthLargest(Float64Array.from(values), k)).toBe(sorted[k - 1]);
    }
  });
});
