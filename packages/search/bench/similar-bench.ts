/**
 * Figures for similar products (decision 032) on an already seeded catalogue (not assertions):
 *   npx tsx --expose-gc packages/search/bench/similar-bench.ts --url postgres://… | --data-dir DIR
 * A database without a catalogue gets the large demo one first (a PGlite folder is kept between runs).
 * Builds the documents of every indexed product as a full refresh does (not timed), then times the similarity
 * part alone: vectors and neighbours in memory (with the heap it takes) and the tables written; then a partial
 * refresh of one changed product and of unchanged ones, and the product page's lookup of similar products.
 */
import { openDatabase } from '@vetshop/db';
import { isSeeded, seedDemoData } from '@vetshop/demo-data';
import { todayIso } from '@vetshop/domain';
import { sql } from 'drizzle-orm';
import { CategoryIndex } from '../src/postgres/categories';
import { EngineContext } from '../src/postgres/context';
import { loadProductHits } from '../src/postgres/hits';
import { buildDocuments, type RefreshContext } from '../src/postgres/refresh-documents';
import { SimilarityCollector, similarProductIds, updateSimilarity } from '../src/postgres/similarity-store';
import { queryRows } from '../src/postgres/sql';
import { rawTerms } from '../src/similarity/vector';
import { NEIGHBOUR_OPTIONS, VectorSet } from '../src/similarity/neighbours';

const args = process.argv.slice(2);
const url = args.includes('--url') ? args[args.indexOf('--url') + 1] : undefined;
const dataDir = args.includes('--data-dir') ? args[args.indexOf('--data-dir') + 1] : undefined;
if (!url && !dataDir) throw new Error('--url or --data-dir');
const handle = await openDatabase(url ? { url } : { dataDir: dataDir! });
await handle.migrate();
const { db } = handle;
if (!(await isSeeded(db))) {
  console.log('seeding the large catalogue …');
  await seedDemoData(db, { size: 'large', log: () => undefined });
}
// Planner statistics, as a full refresh takes them first (without them PGlite prices 8 cards in 115 ms, not 4).
await db.execute(sql`ANALYZE products, variants, stock, price_rules, product_categories, brands`);
const today = todayIso();
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

const pricelistByRole = new Map(
  (await queryRows<{ role: 'veterinary'; id: number }>(db, sql`SELECT role, id FROM pricelists`)).map((r) => [
    r.role,
    r.id,
  ]),
);
const ctx: RefreshContext = {
  db,
  today,
  categories: await CategoryIndex.load(db),
  pricelistByRole,
  popularity: new Map(),
};
const ids = (
  await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM products WHERE active AND NOT not_sold_on_website ORDER BY id`,
  )
).map((r) => r.id);
const collector = new SimilarityCollector(ctx.categories, true);
// The same vectors kept apart, to time the neighbours alone.
const vectors = new VectorSet();
let t = performance.now();
for (let i = 0; i < ids.length; i += 1000) {
  const docs = await buildDocuments(ctx, ids.slice(i, i + 1000));
  collector.add(docs);
  for (const d of docs)
    if (d.locale === 'en')
      vectors.add(
        d.product_id,
        rawTerms({
          species: d.species,
          facetTokens: d.facet_tokens,
          brandId: d.brand_id,
          categories: d.category_ids.map((id) => ({ id, level: ctx.categories.byId.get(id)?.level ?? 0 })),
          texts: [d.text_d],
        }),
      );
}
console.log(
  `documents of ${vectors.size} products built in ${(performance.now() - t).toFixed(0)} ms (not part of the figures)`,
);
const terms = vectors.documentFrequencies();
console.log(
  `distinct terms: ${terms.size}; selective (2 ≤ df ≤ ${NEIGHBOUR_OPTIONS.maxPostings}): ${[...terms.values()].filter((n) => n >= 2 && n <= NEIGHBOUR_OPTIONS.maxPostings).length}`,
);

global.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
t = performance.now();
// CPU time too: on a shared machine the wall time says more about the neighbours' load than about this code.
const cpu = process.cpuUsage();
const all = vectors.allNeighbours();
const neighboursMs = performance.now() - t;
const cpuMs = process.cpuUsage(cpu).user / 1000;
const heapAfter = process.memoryUsage().heapUsed;
console.log(
  `neighbours in memory: ${neighboursMs.toFixed(0)} ms (CPU ${cpuMs.toFixed(0)} ms); heap ${mb(heapBefore)} → ${mb(heapAfter)}; rss ${mb(process.memoryUsage().rss)}`,
);
const kept = all.map((n) => n.ids.length);
console.log(
  `neighbours per product: min ${Math.min(...kept)}, mean ${(kept.reduce((a, b) => a + b, 0) / kept.length).toFixed(1)}`,
);

t = performance.now();
await db.transaction(async (tx) => collector.write(tx, null));
console.log(`full similarity write (neighbours + tables): ${(performance.now() - t).toFixed(0)} ms`);
await db.execute(sql`VACUUM ANALYZE product_similarity`);

// Partial refreshes: unchanged products (the daily re-pricing, a checkout), then one changed product.
const sample = ids.filter((_, i) => i % 997 === 0).slice(0, 50);
const partialCollector = () => new SimilarityCollector(ctx.categories, false);
t = performance.now();
const same = partialCollector();
same.add(await buildDocuments(ctx, sample));
const tBuild = performance.now() - t;
t = performance.now();
await db.transaction(async (tx) => same.write(tx, sample));
console.log(
  `partial, ${sample.length} unchanged products: ${(performance.now() - t).toFixed(1)} ms (+ ${tBuild.toFixed(0)} ms building their documents)`,
);
const changedTimes: number[] = [];
for (const id of sample.slice(0, 10)) {
  const docs = await buildDocuments(ctx, [id]);
  const raws = new Map<number, Map<string, number>>();
  for (const d of docs)
    if (d.locale === 'en') {
      const raw = rawTerms({
        species: d.species,
        facetTokens: d.facet_tokens,
        brandId: d.brand_id,
        categories: d.category_ids.map((c) => ({ id: c, level: ctx.categories.byId.get(c)?.level ?? 0 })),
        texts: [d.text_d],
      });
      raw.set('word:benchchanged', 1); // a changed description
      raws.set(id, raw);
    }
  t = performance.now();
  await db.transaction(async (tx) => updateSimilarity(tx, [id], raws));
  changedTimes.push(performance.now() - t);
}
changedTimes.sort((a, b) => a - b);
console.log(
  `partial, 1 changed product: p50 ${changedTimes[5]!.toFixed(1)} ms, max ${changedTimes[9]!.toFixed(1)} ms`,
);

const env = new EngineContext(db, () => today);
for (const role of [null, 'veterinary'] as const) {
  const hitCtx = await env.hitContext(role, 'fr');
  const times: number[] = [];
  for (let i = 0; i < 220; i++) {
    const id = ids[(i * 7919) % ids.length]!;
    t = performance.now();
    await loadProductHits(hitCtx, await similarProductIds(db, id, role, 8));
    if (i >= 20) times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.floor(q * times.length)]!.toFixed(1);
  console.log(`lookup of 8 similar products (${role ?? 'guest'}): p50 ${p(0.5)} ms, p95 ${p(0.95)} ms`);
}
await handle.close();
