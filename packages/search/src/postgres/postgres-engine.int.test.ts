import { loadPricing, pricelists, products, type DbHandle } from '@vetshop/db';
import type { ProductPricing } from '@vetshop/domain';
import { openTestDatabase } from '@vetshop/db/testing';
import { todayIso } from '@vetshop/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeSearchEngine } from '../engine-suite';
import { describeShowcaseSearch } from '../showcase-suite';
import { insertCatalogueFixture } from '../testing/fixture';
import { withQueryParsing } from '../testing/parse-queries';
import { EngineContext } from './context';
import type { FacetStore } from './facet-store';
import { createPostgresSearchEngine } from './postgres-engine';
import { isIndexStale, refreshSearchIndex } from './refresh';
import { loadBatch, pricingForPricelist } from './refresh-loader';
import type { SearchPlan } from './search-plan';
import { noFilters } from '../testing/no-filters';

/**
 * The shared engine suites on the golden database (the small demo catalogue, indexed by the global setup):
 * the fixture suite (its catalogue added and indexed here by a partial refresh) and the showcase suite.
 */
let handle: DbHandle;

describeSearchEngine('postgres', async () => {
  handle = await openTestDatabase();
  const today = todayIso();
  const fixture = await insertCatalogueFixture(handle.db, today);
  const engine = createPostgresSearchEngine(handle.db, { today: () => today });
  await engine.refresh({ productIds: Object.values(fixture.products) });
  return {
    engine,
    fixture,
    renameProduct: async (id, name) => {
      await handle.db
        .update(products)
        .set({ name: { fr: name, nl: name, en: name } })
        .where(eq(products.id, id));
    },
    withdrawProduct: async (id) => {
      await handle.db.update(products).set({ notSoldOnWebsite: true }).where(eq(products.id, id));
    },
    teardown: () => handle.close(),
  };
});

describe('postgres autocomplete kept per prefix', () => {
  it('answers a prefix again from what the index said until a refresh, with prices read afresh', async () => {
    const { db, close } = await openTestDatabase();
    try {
      const today = todayIso();
      const fixture = await insertCatalogueFixture(db, today);
      const engine = createPostgresSearchEngine(db, { today: () => today });
      await engine.refresh({ productIds: Object.values(fixture.products) });
      const vet = { role: 'veterinary', locale: 'fr' } as const;
      const serum = fixture.products.serum!;
      const first = await engine.autocomplete({ q: 'Sérum physio', size: 8 }, vet);
      const hit = first.products.find((p) => p.id === serum);
      expect(hit?.name).toBe('Sérum physiologique Quokka');
      expect(hit?.price?.value).toBeGreaterThan(0);

      // Renamed and repriced in the catalogue, not yet re-indexed.
      await db
        .update(products)
        .set({ name: { fr: 'Soluté Quokka', nl: 'Oplossing', en: 'Solution' } })
        .where(eq(products.id, serum));
      await db.execute(sql`UPDATE price_rules SET price_cents = price_cents * 2
        WHERE kind = 'gross' AND variant_id = ${fixture.variants.serum!}`);
      // The same prefix typed differently: the index's answer is kept (the old name), the price is today's.
      const again = (await engine.autocomplete({ q: 'serum  PHYSIO', size: 8 }, vet)).products.find(
        (p) => p.id === serum,
      );
      expect(again?.name).toBe('Sérum physiologique Quokka');
      expect(again?.price?.value).toBeCloseTo(hit!.price!.value * 2, 2);

      // A refresh drops what was kept: the new name, and the old one no longer matches.
      await engine.refresh({ productIds: [serum] });
      expect(
        (await engine.autocomplete({ q: 'Sérum physio', size: 8 }, vet)).products.map((p) => p.id),
      ).not.toContain(serum);
      expect((await engine.autocomplete({ q: 'soluté quok', size: 8 }, vet)).products[0]?.name).toBe(
        'Soluté Quokka',
      );
    } finally {
      await close();
    }
  });
});

describe('postgres facet values kept in memory', () => {
  it("follow this process's refreshes at once, and another process's at its next reload", async () => {
    // A plan that filters nothing: the store counts what it is given.
    const searchPlan = (): SearchPlan => ({
      locale: 'fr',
      role: 'veterinary',
      terms: [],
      codes: [],
      filters: noFilters(),
      sort: 'relevance',
      page: 1,
      pageSize: 24,
      facetCategoryIds: [],
    });
    const { db, close } = await openTestDatabase();
    try {
      const today = todayIso();
      const fixture = await insertCatalogueFixture(db, today);
      // Two back office processes on one database: `writer` refreshes; the reader's engine context reads its
      // facet values again whenever they are older than 0 ms (in the background, serving its own meanwhile).
      const writer = withQueryParsing(
        createPostgresSearchEngine(db, { today: () => today, facetReloadMs: null }),
      );
      const readerEnv = new EngineContext(db, () => today, 0);
      await writer.refresh({ productIds: Object.values(fixture.products) });
      const vet = { role: 'veterinary', locale: 'fr' } as const;
      const { quokkavet, wombatpharm } = fixture.brands;
      const brandCount = async (engine: typeof writer, q: string, brand: number) =>
        (await engine.searchProducts({ q }, vet)).facets.brand.find((b) => b.value === String(brand))
          ?.count ?? 0;

      const quokkaBefore = await brandCount(writer, 'Quokka', quokkavet);
      const wombatBefore = await brandCount(writer, 'Quokka', wombatpharm);
      expect(wombatBefore).toBeGreaterThan(0); // the serum
      const brandOfSerum = (store: FacetStore) =>
        store.count(searchPlan(), { ids: [fixture.products.serum!], failed: [0] }, 1).brand.map(([id]) => id);
      expect(brandOfSerum(await readerEnv.facetStore())).toEqual([wombatpharm]);

      // The serum changes brand and the writer re-indexes it alone.
      const serum = fixture.products.serum!;
      await db.update(products).set({ brandId: quokkavet }).where(eq(products.id, serum));
      await writer.refresh({ productIds: [serum] });
      expect(await brandCount(writer, 'Quokka', quokkavet)).toBe(quokkaBefore + 1);
      expect(await brandCount(writer, 'Quokka', wombatpharm)).toBe(wombatBefore - 1);

      // The reader reads its store again in the background and counts right once that is done (its searches'
      // counts are also kept per search for a while: the store is asked directly here).
      await expect
        .poll(async () => brandOfSerum(await readerEnv.facetStore()), { timeout: 10_000 })
        .toEqual([quokkavet]);
    } finally {
      await close();
    }
  });
});

describe('postgres search of a whole word', () => {
  it('finds that word, not the longer words it starts; an unfinished word and the autocomplete complete', async () => {
    const { db, close } = await openTestDatabase();
    try {
      const today = todayIso();
      const fixture = await insertCatalogueFixture(db, today);
      const engine = withQueryParsing(createPostgresSearchEngine(db, { today: () => today }));
      const serum = fixture.products.serum!;
      const other = Object.values(fixture.products).find((id) => id !== serum)!;
      // "Zebulonette" starts with "zebulon", the whole word in the other product's name.
      const rename = (id: number, name: string) =>
        db
          .update(products)
          .set({ name: { fr: name, nl: name, en: name } })
          .where(eq(products.id, id));
      await rename(serum, 'Soluté Zebulonette');
      await rename(other, 'Croquettes Zebulon');
      await engine.refresh({ productIds: [serum, other] });
      const vet = { role: 'veterinary', locale: 'fr' } as const;
      const found = async (q: string) => (await engine.searchProducts({ q }, vet)).hits.map((h) => h.id);

      expect(await found('zebulon')).toEqual([other]);
      expect(await found('zebulonet')).toEqual([serum]);
      expect(
        (await engine.autocomplete({ q: 'zebulon', size: 8 }, vet)).products.map((p) => p.id).sort(),
      ).toEqual([serum, other].sort());
    } finally {
      await close();
    }
  });
});

describe('postgres ranks kept per search', () => {
  it('gives the next pages and another sort exactly as a fresh engine ranks them, and drops a renamed product at a refresh', async () => {
    const { db, close } = await openTestDatabase();
    try {
      const today = todayIso();
      const fixture = await insertCatalogueFixture(db, today);
      const kept = withQueryParsing(createPostgresSearchEngine(db, { today: () => today }));
      await kept.refresh({ productIds: Object.values(fixture.products) });
      const vet = { role: 'veterinary', locale: 'fr' } as const;
      const page = async (engine: typeof kept, n: number, sort: 'relevance' | 'name_desc' = 'relevance') =>
        (await engine.searchProducts({ q: 'quokka', page: n, page_size: 2, sort }, vet)).hits.map(
          (h) => h.id,
        );

      const pages = [await page(kept, 1), await page(kept, 2), await page(kept, 3), await page(kept, 9)];
      const fresh = () => withQueryParsing(createPostgresSearchEngine(db, { today: () => today }));
      expect(pages).toEqual([await page(fresh(), 1), await page(fresh(), 2), await page(fresh(), 3), []]);
      expect(pages.flat().length).toBeGreaterThan(2);
      expect(await page(kept, 2, 'name_desc')).toEqual(await page(fresh(), 2, 'name_desc'));

      // Renamed and re-indexed: the kept ranks go with the refresh.
      const first = pages[0]![0]!;
      await db
        .update(products)
        .set({ name: { fr: 'Autre', nl: 'Ander', en: 'Other' } })
        .where(eq(products.id, first));
      await kept.refresh({ productIds: [first] });
      expect(await page(kept, 1)).toEqual(await page(fresh(), 1));
    } finally {
      await close();
    }
  });
});

describe('postgres index freshness', () => {
  it('is stale when the catalogue has unindexed products, or once the day it was priced on has passed', async () => {
    const { db, close } = await openTestDatabase();
    try {
      const today = todayIso();
      await db.execute(sql`DELETE FROM search_documents`);
      await insertCatalogueFixture(db, today);
      expect(await isIndexStale(db, today)).toBe(true);
      const summary = await refreshSearchIndex(db, { today });
      expect(summary.products).toBeGreaterThanOrEqual(13);
      expect(await isIndexStale(db, today)).toBe(false);
      const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      expect(await isIndexStale(db, tomorrow)).toBe(true);
    } finally {
      await close();
    }
  });
});

describe('postgres refresh pricing', () => {
  it('shapes price rules exactly like loadPricing', async () => {
    const { db, close } = await openTestDatabase();
    try {
      const ids = (await db.select({ id: products.id }).from(products).orderBy(products.id).limit(300)).map(
        (r) => r.id,
      );
      const lists = (await db.select({ id: pricelists.id }).from(pricelists)).map((r) => r.id);
      const batch = await loadBatch(db, ids, lists, todayIso());
      expect(batch.variants.length).toBeGreaterThan(300);
      const canonical = (p: ProductPricing | undefined) =>
        p &&
        Object.fromEntries(
          Object.entries(p).map(([k, v]) => [
            k,
            Array.isArray(v) ? v.map((x) => JSON.stringify(x)).sort() : v,
          ]),
        );
      for (const list of lists) {
        const bulk = pricingForPricelist(batch.variants, batch.rules, list);
        const reference = await loadPricing(
          db,
          batch.variants.map((v) => v.id),
          list,
        );
        for (const v of batch.variants)
          expect(canonical(bulk.get(v.id))).toEqual(canonical(reference.get(v.id)));
      }
    } finally {
      await close();
    }
  });
});

describeShowcaseSearch('postgres', async () => {
  const { db, close } = await openTestDatabase();
  return { engine: createPostgresSearchEngine(db), teardown: close };
});
