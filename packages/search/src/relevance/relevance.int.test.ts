import { openTestDatabase } from '@vetshop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchEngine } from '../engine';
import { createPostgresSearchEngine } from '../postgres/postgres-engine';
import { withQueryParsing, type QueryInputEngine } from '../testing/parse-queries';
import { RELEVANCE_SET, type RelevanceCase } from './queries';

/**
 * The relevance test set (queries.ts) on the real engine over the demo catalogue of the golden database, on
 * PGlite or PostgreSQL as the run is (DATABASE_URL). One test for the whole set, so that a run names every
 * expectation missed at once rather than the first.
 */
let engine: QueryInputEngine;
let close: () => Promise<void>;
beforeAll(async () => {
  const handle = await openTestDatabase();
  const search: SearchEngine = createPostgresSearchEngine(handle.db);
  engine = withQueryParsing(search);
  close = handle.close;
});
afterAll(() => close());

/** A missed expectation: the query, the products missing from its first results, and those results. */
async function misses(c: RelevanceCase): Promise<string | null> {
  const caller = { role: c.role ?? null, locale: c.locale };
  const result = await engine.searchProducts({ q: c.q, locale: c.locale, page_size: 24 }, caller);
  const first = result.hits.slice(0, c.within).map((h) => h.name);
  const missing = c.expected.filter((name) => !first.includes(name));
  if (missing.length === 0) return null;
  return `"${c.q}" (${c.locale}${c.role ? `, ${c.role}` : ''}; ${c.rule}): ${missing.join(', ')} not among the first ${c.within} — got ${JSON.stringify(first)}`;
}

describe('search relevance on the demo catalogue', () => {
  it(`meets every expectation of the relevance set (${RELEVANCE_SET.length} queries)`, async () => {
    const missed: string[] = [];
    for (const c of RELEVANCE_SET) {
      const miss = await misses(c);
      if (miss) missed.push(miss);
    }
    expect(missed, `relevance expectations missed:\n${missed.join('\n')}`).toEqual([]);
  });
});
