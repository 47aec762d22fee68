import type { Database } from '@vetshop/db';
import { describe, expect, it } from 'vitest';
import type { AnalyzedTerm } from '../text/tsquery';
import { FacetStore } from './facet-store';
import { MatchCache } from './match-cache';

/**
 * The cache's bookkeeping, on a stand-in database that answers each scoring statement with the rows given (the
 * SQL itself is the search statement's, tested against PostgreSQL in memory-search.int.test.ts).
 */
function fakeDb(answers: { product_id: number; score: number }[][]) {
  const statements: string[] = [];
  const db = {
    execute: async (query: { queryChunks?: unknown[] }) => {
      statements.push(
        JSON.stringify(query.queryChunks ?? query).includes('d.product_id = ANY(') ? 'rescore' : 'read',
      );
      return { rows: answers.shift() ?? [] };
    },
  };
  return { db: db as unknown as Database, statements };
}

const store = FacetStore.fromRows(
  0,
  [1, 2, 3].map((id) => ({
    product_id: id,
    brand_id: null,
    species: [],
    category_ids: [],
    stock_states: [],
    has_promotion: false,
    facet_tokens: [],
    popularity: id === 3 ? 9 : 1,
  })),
  [],
  [],
);
const word = (text: string): AnalyzedTerm[] => [{ text, prefix: false, alternatives: [] }];

describe('the text matches kept per search', () => {
  it('reads a search once, in relevance order (score, popularity, product id)', async () => {
    const { db, statements } = fakeDb([
      [
        { product_id: 1, score: 10.5 },
        { product_id: 2, score: 70.1 },
        { product_id: 3, score: 10.5 },
      ],
    ]);
    const cache = new MatchCache();
    const first = await cache.get(db, 'fr', word('chien'), store);
    expect(Array.from(first.ids)).toEqual([2, 3, 1]);
    await cache.get(db, 'fr', word('chien'), store);
    expect(statements).toEqual(['read']);
    expect(cache.keptIds).toBe(3);
  });

  it('scores refreshed products again at the next use, and drops a search with too many of them', async () => {
    const { db, statements } = fakeDb([
      [
        { product_id: 1, score: 10 },
        { product_id: 2, score: 20 },
      ],
      [{ product_id: 3, score: 30 }],
      [{ product_id: 1, score: 5 }],
    ]);
    const cache = new MatchCache(3_000_000, 2);
    await cache.get(db, 'fr', word('chat'), store);
    // Product 1 changed, product 3 now matches.
    expect(cache.markDirty([1, 3])).toEqual([]);
    const patched = await cache.get(db, 'fr', word('chat'), store);
    expect(Array.from(patched.ids)).toEqual([3, 2]);
    expect(statements).toEqual(['read', 'rescore']);
    // Three refreshed products: more than this cache's limit of 2, so the search is dropped and named.
    const dropped = cache.markDirty([1, 2, 3]);
    expect(dropped).toEqual([{ locale: 'fr', terms: word('chat') }]);
    expect(cache.has('fr', word('chat'))).toBe(false);
    expect(cache.keptIds).toBe(0);
  });

  it('keeps at most its number of matches, least recently used out', async () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ product_id: i + 1, score: 1 }));
    const { db } = fakeDb([rows(2), rows(2), rows(2)]);
    const cache = new MatchCache(4);
    await cache.get(db, 'fr', word('a'), store);
    await cache.get(db, 'fr', word('b'), store);
    await cache.get(db, 'fr', word('a'), store); // a used again: b is now the oldest
    await cache.get(db, 'fr', word('c'), store);
    await Promise.resolve();
    expect(cache.has('fr', word('a'))).toBe(true);
    expect(cache.has('fr', word('b'))).toBe(false);
    expect(cache.has('fr', word('c'))).toBe(true);
  });
});
