import type { SearchSort } from '@vetshop/contract';
import { openTestDatabase } from '@vetshop/db/testing';
import { SEARCH_SORTS, todayIso, type Role, type SearchScope } from '@vetshop/domain';
import { eq, sql } from 'drizzle-orm';
import { products } from '@vetshop/db';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../engine';
import { insertCatalogueFixture } from '../testing/fixture';
import { withQueryParsing } from '../testing/parse-queries';
import { analyzeQuery } from './analyze';
import { EngineContext } from './context';
import { MatchCache } from './match-cache';
import { refreshSearchIndex } from './refresh';
import { searchInMemory } from './memory-search';
import { scopeCondition, scopeRule } from './page-scope';
import { createPostgresSearchEngine } from './postgres-engine';
import { RANKED_DEPTH, searchStatement, type SearchRow } from './query-builder';
import type { SearchFilters, SearchPlan } from './search-plan';
import { noFilters } from '../testing/no-filters';
import { queryRows } from './sql';

/**
 * A search answered in memory (decision 035) must be the search statement's answer: the same documents, total,
 * order and facet counts, for every sort, filter, scope and role. Both are run here side by side on the demo
 * catalogue of the golden database.
 */

describe('a search answered in memory', () => {
  it('finds, counts and orders exactly as the search statement, for every sort, filter, scope and role', async () => {
    const { db, close } = await openTestDatabase();
    try {
      const env = new EngineContext(db, () => todayIso(), null);
      const words = await queryRows<{ word: string }>(
        db,
        sql`SELECT word FROM search_vocabulary WHERE locale = 'fr' AND length(word) >= 4
            ORDER BY frequency DESC, word LIMIT 3`,
      );
      const brand = await queryRows<{ id: number }>(
        db,
        sql`SELECT brand_id AS id FROM search_documents WHERE brand_id IS NOT NULL
            GROUP BY brand_id ORDER BY count(*) DESC, brand_id LIMIT 1`,
      );
      const token = async (prefix: string) =>
        (
          await queryRows<{ t: string }>(
            db,
            sql`SELECT t FROM search_documents, unnest(facet_tokens) t WHERE t LIKE ${`${prefix}:%`}
                GROUP BY t ORDER BY count(*) DESC, t LIMIT 1`,
          )
        )[0]?.t.slice(prefix.length + 1);
      const presentation = await token('presentation');
      const supplier = await token('supplier');
      const groups = await queryRows<{ id: number }>(
        db,
        sql`SELECT id FROM veterinary_groups ORDER BY id LIMIT 2`,
      );
      expect(words.length).toBe(3);
      expect(presentation && supplier && brand[0]).toBeTruthy();

      const filterSets: Partial<SearchFilters>[] = [
        {},
        { species: ['dog'], stockState: ['in_stock'] },
        { brand: [brand[0]!.id], promotion: false },
        {
          lists: { ...noFilters().lists, presentation: [presentation!], supplier: [supplier!] },
          flags: { ...noFilters().flags, is_discount: true },
        },
        { flags: { ...noFilters().flags, is_discount: false }, special: false, category: [1, 2, 3] },
      ];
      const texts = [
        '',
        ...words.map((w) => w.word),
        `${words[0]!.word} ${words[1]!.word}`,
        'comprimé chien',
      ];
      const roles: (Role | null)[] = ['veterinary', 'pharmacist', null];
      const scopes: (SearchScope | undefined)[] = [undefined, 'promotions', 'selection', 'vet_groups'];
      let compared = 0;
      let nonEmpty = 0;
      for (const text of texts) {
        const { terms } = await analyzeQuery(db, 'fr', text, true, true);
        for (const [i, filters] of filterSets.entries()) {
          for (const role of roles) {
            const sorts: readonly SearchSort[] = role ? SEARCH_SORTS : ['relevance', 'name_asc', 'name_desc'];
            // Every scope with the first filters; the others without a scope (the combinations stay few).
            for (const scope of i === 0 ? scopes : [undefined]) {
              const caller: Caller = { role, locale: 'fr', vetGroupIds: groups.map((g) => g.id) };
              for (const sort of sorts) {
                for (const page of [1, 2]) {
                  const plan: SearchPlan = {
                    locale: 'fr',
                    role,
                    terms,
                    codes: [],
                    filters: { ...noFilters(), ...filters },
                    sort,
                    page,
                    pageSize: 5,
                    facetCategoryIds: [1, 2, 3],
                  };
                  const [row] = await queryRows<SearchRow>(
                    db,
                    searchStatement(plan, scopeCondition(scope, caller)),
                  );
                  const store = await env.facetStore();
                  const candidates =
                    terms.length > 0 ? (await env.textMatches('fr', terms)).ids : store.rowsByPopularity();
                  const memory = searchInMemory(
                    store,
                    plan,
                    scopeRule(scope, caller),
                    candidates,
                    terms.length > 0 ? 'ids' : 'rows',
                    undefined,
                  );
                  const label = JSON.stringify({ text, filters, role, scope, sort, page });
                  const sqlCounts = store.count(plan, { ids: row!.ids!, failed: row!.failed! }, row!.total!);
                  expect(memory.counts, label).toEqual(sqlCounts);
                  expect(memory.ranked.slice(0, RANKED_DEPTH), label).toEqual(row!.ranked);
                  expect(memory.ranked.slice(5 * (page - 1), 5 * page), label).toEqual(
                    row!.hits.map((h) => h.id),
                  );
                  compared++;
                  if (row!.total! > 5) nonEmpty++;
                }
              }
            }
          }
        }
      }
      expect(compared).toBeGreaterThan(500);
      // The comparison means something: most searches find more than a page.
      expect(nonEmpty).toBeGreaterThan(compared / 3);
    } finally {
      await close();
    }
  }, 180_000); // About 1,000 searches twice: 10 s in CI, several times that with the machine busy.

  it("keeps a word's matches fresh across this process's refreshes and another process's", async () => {
    const { db, close } = await openTestDatabase();
    try {
      const today = todayIso();
      const fixture = await insertCatalogueFixture(db, today);
      // Two back office processes on one database: `writer` refreshes; `reader` reads its facet store again
      // whenever it is older than 0 ms, in the background.
      const writer = withQueryParsing(
        createPostgresSearchEngine(db, { today: () => today, facetReloadMs: null }),
      );
      const reader = withQueryParsing(
        createPostgresSearchEngine(db, { today: () => today, facetReloadMs: 0 }),
      );
      await writer.refresh({ productIds: Object.values(fixture.products) });
      const vet = { role: 'veterinary', locale: 'fr' } as const;
      const found = async (engine: typeof writer, q: string) =>
        (await engine.searchProducts({ q }, vet)).hits.map((h) => h.id).sort((a, b) => a - b);
      const { serum, carp: profen } = fixture.products as Record<string, number>;
      // Both keep the word's matches: the serum is not among them.
      expect(await found(writer, 'zorbaprofen')).toEqual([profen]);
      expect(await found(reader, 'zorbaprofen')).toEqual([profen]);

      await db
        .update(products)
        .set({ name: { fr: 'Sérum Zorbaprofen', nl: 'Serum Zorbaprofen', en: 'Zorbaprofen serum' } })
        .where(eq(products.id, serum!));
      await writer.refresh({ productIds: [serum!] });
      const both = [serum!, profen!].sort((a, b) => a - b);
      // This process's refresh: at once.
      expect(await found(writer, 'zorbaprofen')).toEqual(both);
      // Another process's: once its facet store is read again (it finds the serum's documents written again).
      await expect.poll(() => found(reader, 'zorbaprofen'), { timeout: 10_000 }).toEqual(both);
    } finally {
      await close();
    }
  });

  it('reads again, in the background, the searches a big refresh dropped', async () => {
    const { db, close } = await openTestDatabase();
    try {
      const today = todayIso();
      const fixture = await insertCatalogueFixture(db, today);
      // A cache that drops a search past one refreshed product (1,000 in production): a small refresh stands
      // for a re-pricing of the whole index.
      await refreshSearchIndex(db, { today, productIds: Object.values(fixture.products) });
      const env = new EngineContext(db, () => today, null, new MatchCache(3_000_000, 1));
      const { terms } = await analyzeQuery(db, 'fr', 'zorbaprofen', true, true);
      const before = await env.textMatches('fr', terms);
      expect(before.ids.length).toBeGreaterThan(0);
      env.invalidate([fixture.products.carp!, fixture.products.serum!]);
      expect(env.matchCache.has('fr', terms)).toBe(false);
      await expect.poll(() => env.matchCache.has('fr', terms), { timeout: 10_000 }).toBe(true);
      expect(Array.from((await env.textMatches('fr', terms)).ids)).toEqual(Array.from(before.ids));
    } finally {
      await close();
    }
  });
});
