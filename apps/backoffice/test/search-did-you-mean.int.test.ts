import type { ProductSearchResult } from '@vetshop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

// Did-you-mean (issue 20 item 4) on the small demo catalogue, as a guest: a word the catalogue does not
// know, one typo away from one it knows, comes back corrected; a query the catalogue knows never does.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = async (query: string): Promise<ProductSearchResult> => {
  const res = await t.app.inject({ method: 'GET', url: `/search/products?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProductSearchResult>();
};

describe('did-you-mean', () => {
  it('"amoxiciline" in French suggests "amoxicilline", and finds its products meanwhile', async () => {
    const typo = await search('q=amoxiciline&locale=fr');
    expect(typo.corrected_query).toBe('amoxicilline');
    const right = await search('q=amoxicilline&locale=fr');
    expect(right.corrected_query).toBeNull();
    expect(right.total).toBeGreaterThan(0);
    // The typo's results are the correction's.
    expect(typo.hits.map((h) => h.id)).toEqual(right.hits.map((h) => h.id));
  });

  it('corrects the word with the typo and keeps the others, in every language', async () => {
    expect((await search('q=amoxicillin%20tablets&locale=en')).corrected_query).toBeNull();
    expect((await search('q=amoxicilin%20tablets&locale=en')).corrected_query).toBe('amoxicillin tablets');
    expect((await search('q=amoxiciline&locale=nl')).corrected_query).toBe('amoxicilline');
  });

  it('offers a far more frequent word one typo from a rare known word when the search finds little', async () => {
    // A word the vocabulary knows from one product's text (a typo in a description): searched as known, it
    // finds (almost) nothing by itself; the word meant is one typo away and far more frequent.
    await t.db.execute(
      sql`INSERT INTO search_vocabulary (locale, word, frequency) VALUES ('fr', 'amoxicillne', 1)`,
    );
    const rare = await search('q=amoxicillne&locale=fr');
    expect(rare.total).toBeLessThan(3);
    expect(rare.corrected_query).toBe('amoxicilline');
    // Not when the search finds enough: "chien" is a frequent word one typo from nothing rarer.
    expect((await search('q=chien&locale=fr')).corrected_query).toBeNull();
  });

  it('suggests nothing for a word too far from any the catalogue knows', async () => {
    const none = await search('q=zzqxwv&locale=fr');
    expect(none.total).toBe(0);
    expect(none.corrected_query).toBeNull();
    // Nor a correction that finds nothing either: the hits of a corrected search are the correction's.
    const deadEnd = await search('q=amoxiciline%20zzqxwv&locale=fr');
    expect(deadEnd.total).toBe(0);
    expect(deadEnd.corrected_query).toBeNull();
  });
});
