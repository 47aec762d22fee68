/**
 * Figures for the postgres search engine on a demo catalogue (not assertions):
 *   npx tsx packages/search/bench/search-bench.ts [small|medium|large] [--data-dir DIR | --url URL] [--no-refresh] [--only TEXT]
 * Seeds the catalogue once into a PGlite folder (kept between runs), times a full refresh and a partial
 * one, then prints latency percentiles of searches (text + filters + facets), autocomplete and lookups.
 */
import { openDatabase, type Database } from '@vetshop/db';
import { isSeeded, seedDemoData, type DemoSize } from '@vetshop/demo-data';
import { todayIso } from '@vetshop/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../src/engine';
import { createPostgresSearchEngine, refreshSearchIndex } from '../src/index';
import { withQueryParsing } from '../src/testing/parse-queries';

const args = process.argv.slice(2);
const size = (args.find((a) => ['small', 'medium', 'large'].includes(a)) ?? 'large') as DemoSize;
const dirAt = args.indexOf('--data-dir');
const dataDir = dirAt >= 0 ? args[dirAt + 1]! : `/tmp/vetshop-search-bench-${size}`;
/**
 * The most frequent French words whose matches each fresh engine reads before a line is measured, as the back
 * office does at start (SEARCH_WARM_WORDS, decision 035); `--warm 0` measures without.
 */
const warmWords = args.includes('--warm') ? Number(args[args.indexOf('--warm') + 1]) : 500;
/** Only the scenarios whose label contains this text (e.g. `--only autocomplete`). */
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

let warmedOnce = false;

async function measure(label: string, runs: (() => Promise<unknown>)[]): Promise<void> {
  if (only && !label.includes(only)) return;
  for (const run of runs.slice(0, 20)) await run(); // warm-up (wasm, plans)
  // A fresh engine: the warm-up must not leave cached facet counts behind for the measured runs.
  engine = withQueryParsing(createPostgresSearchEngine(db, { today: () => todayIso() }));
  const warmed = await engine.warm({ words: warmWords, locales: ['fr'] });
  if (!warmedOnce) console.log(`warm-up of each fresh engine: ${warmed.words} words in ${warmed.ms} ms`);
  warmedOnce = true;
  const times: number[] = [];
  for (const run of runs) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(6);
  console.log(
    `${label.padEnd(44)} n=${String(times.length).padStart(4)}  p50 ${f(percentile(times, 50))} ms  p95 ${f(percentile(times, 95))} ms  max ${f(times[times.length - 1] ?? NaN)} ms`,
  );
}

async function sample(db: Database, query: ReturnType<typeof sql>): Promise<string[]> {
  const result = (await db.execute(query)) as unknown as { rows: { w: string }[] };
  return result.rows.map((r) => r.w);
}

/** One typo: a letter replaced in the middle of the word. */
function typo(word: string): string {
  const i = Math.floor(word.length / 2);
  return word.slice(0, i) + (word[i] === 'e' ? 'a' : 'e') + word.slice(i + 1);
}

// A PostgreSQL server's database (`--url postgres://…`) instead of the PGlite folder.
const url = args.includes('--url') ? args[args.indexOf('--url') + 1] : undefined;
const handle = await openDatabase(url ? { url } : { dataDir });
await handle.migrate();
const { db } = handle;
if (!(await isSeeded(db))) {
  console.log(`seeding ${size} into ${dataDir} …`);
  const summary = await seedDemoData(db, { size, log: (m) => console.log(`  ${m}`) });
  console.log(`seeded: ${JSON.stringify(summary)}`);
}

if (!args.includes('--no-refresh')) {
  const full = await refreshSearchIndex(db);
  console.log(`full refresh: ${full.products} products, ${full.documents} documents in ${full.ms} ms`);
}
const someIds = await sample(
  db,
  sql`SELECT product_id::text AS w FROM search_documents WHERE locale = 'fr' ORDER BY product_id LIMIT 50`,
);
const partial = await refreshSearchIndex(db, { productIds: someIds.map(Number).slice(0, 1) });
console.log(`partial refresh (1 product): ${partial.ms} ms`);
const partial50 = await refreshSearchIndex(db, { productIds: someIds.map(Number) });
console.log(`partial refresh (50 products): ${partial50.ms} ms`);

let engine = withQueryParsing(createPostgresSearchEngine(db, { today: () => todayIso() }));
const pharmacist: Caller = { role: 'pharmacist', locale: 'fr' };
const guest: Caller = { role: null, locale: 'fr' };
const words = await sample(
  db,
  sql`SELECT word AS w FROM search_vocabulary WHERE locale = 'fr' AND length(word) >= 5 ORDER BY frequency DESC, word LIMIT 200`,
);
const rare = await sample(
  db,
  sql`SELECT word AS w FROM search_vocabulary WHERE locale = 'fr' AND length(word) >= 6 ORDER BY frequency, word LIMIT 200`,
);
const brandIds = (await sample(db, sql`SELECT id::text AS w FROM brands ORDER BY id LIMIT 20`)).map(Number);
const level1 = (await sample(db, sql`SELECT id::text AS w FROM categories WHERE level = 1 ORDER BY id`)).map(
  Number,
);
const leaves = (await sample(db, sql`SELECT id::text AS w FROM categories WHERE level = 2 ORDER BY id`)).map(
  Number,
);
const codes = await sample(
  db,
  sql`SELECT cnk_code AS w FROM variants WHERE cnk_code IS NOT NULL ORDER BY id LIMIT 100`,
);
const urlKeys = await sample(
  db,
  sql`SELECT url_key AS w FROM search_documents WHERE locale = 'fr' ORDER BY product_id DESC LIMIT 100`,
);
const pick = <T>(list: T[], i: number): T => list[i % list.length]!;
const N = 200;
const runs = (make: (i: number) => () => Promise<unknown>) => Array.from({ length: N }, (_, i) => make(i));

const counts = (
  await sample(db, sql`SELECT count(*)::text AS w FROM search_documents WHERE locale = 'fr'`)
)[0];
console.log(`documents per locale: ${counts}; vocabulary sample: ${words.slice(0, 8).join(', ')}`);

await measure(
  'search: frequent word',
  runs((i) => () => engine.searchProducts({ q: pick(words, i) }, pharmacist)),
);
// Words the warm-up did not read (the next 200 by frequency): their first search scores every match.
const unwarmed = await sample(
  db,
  sql`SELECT word AS w FROM search_vocabulary WHERE locale = 'fr'
      ORDER BY frequency DESC, word OFFSET ${warmWords} LIMIT 200`,
);
await measure(
  'search: frequent word not warmed, first time',
  runs((i) => () => engine.searchProducts({ q: pick(unwarmed, i) }, pharmacist)),
);
await measure(
  'search: rare word',
  runs((i) => () => engine.searchProducts({ q: pick(rare, i) }, pharmacist)),
);
await measure(
  'search: two words',
  runs((i) => () => engine.searchProducts({ q: `${pick(words, i)} ${pick(words, i * 7 + 3)}` }, pharmacist)),
);
await measure(
  'search: word + 2 filters (brand, stock)',
  runs(
    (i) => () =>
      engine.searchProducts(
        { q: pick(words, i), brand: [pick(brandIds, i)], stock_state: ['in_stock'] },
        pharmacist,
      ),
  ),
);
// The generic words buyers type (issue 20). Repeated, a word's totals and facets are kept (a buyer's next page or
// another buyer's same search); with two facet filters in 8 × 25 combinations, every search counts its facets.
const generic = ['chien', 'seringue', 'pipette chat', 'croquettes', 'comprimes', 'solution', 'gants', 'chat'];
const speciesCodes = ['dog', 'cat', 'horse', 'cattle', 'pig', 'rabbit', 'bird', 'sheep'];
const stockChoices = [['in_stock'], ['in_stock', 'in_limited_stock'], ['in_limited_stock']];
await measure(
  'search: generic words, repeated',
  runs((i) => () => engine.searchProducts({ q: pick(generic, i) }, pharmacist)),
);
await measure(
  'search: generic words + 2 filters (species, stock)',
  runs(
    (i) => () =>
      engine.searchProducts(
        {
          q: pick(generic, i),
          species: [pick(speciesCodes, Math.floor(i / generic.length))],
          stock_state: pick(stockChoices, Math.floor(i / (generic.length * speciesCodes.length))),
        },
        pharmacist,
      ),
  ),
);
await measure(
  'search: one typo',
  runs((i) => () => engine.searchProducts({ q: typo(pick(rare, i)) }, pharmacist)),
);
await measure(
  'search: CNK code',
  runs((i) => () => engine.searchProducts({ q: pick(codes, i) }, pharmacist)),
);
await measure(
  'search: word, price sort',
  runs((i) => () => engine.searchProducts({ q: pick(words, i), sort: 'price_asc' }, pharmacist)),
);
await measure(
  'search: same word, next pages (facets cached)',
  runs(
    (i) => () =>
      engine.searchProducts({ q: pick(words, Math.floor(i / 10)), page: 1 + (i % 10) }, pharmacist),
  ),
);
await measure(
  'browse: no text, page 1',
  runs((i) => () => engine.searchProducts({ page: 1 + (i % 3) }, guest)),
);
await measure(
  'browse: a level-1 category',
  runs((i) => () => engine.searchProducts({ category: [pick(level1, i)] }, pharmacist)),
);
await measure(
  'browse: a leaf category',
  runs((i) => () => engine.searchProducts({ category: [pick(leaves, i)] }, pharmacist)),
);
await measure(
  'browse: no text, 1 brand',
  runs((i) => () => engine.searchProducts({ brand: [pick(brandIds, i)] }, pharmacist)),
);
// The search pages (issue 20 §5, a separate addition): /promotions as a guest browses it (pages 1-3, a quarter
// of them "ending this month") and /vetgroup for a vet of the first two visible groups, by relevance or net price.
const vetGroupIds = (
  await sample(
    db,
    sql`SELECT id::text AS w FROM veterinary_groups WHERE name NOT LIKE '%RFA%' ORDER BY sequence LIMIT 2`,
  )
).map(Number);
const vetOfGroups: Caller = { role: 'veterinary', locale: 'fr', vetGroupIds };
await measure(
  'page: /promotions (guest)',
  runs(
    (i) => () =>
      engine.searchProducts(
        { scope: 'promotions', page: 1 + (i % 3), is_discount_this_month: i % 4 === 0 || undefined },
        guest,
      ),
  ),
);
await measure(
  'page: /vetgroup (a vet of 2 groups)',
  runs(
    (i) => () =>
      engine.searchProducts(
        { scope: 'vet_groups', sort: i % 2 === 0 ? 'relevance' : 'price_asc', page: 1 + (i % 3) },
        vetOfGroups,
      ),
  ),
);
await measure(
  'autocomplete: 3-letter prefix',
  runs((i) => () => engine.autocomplete({ q: pick(words, i).slice(0, 3) }, pharmacist)),
);
await measure(
  'autocomplete: 5-letter prefix',
  runs((i) => () => engine.autocomplete({ q: pick(words, i).slice(0, 5) }, pharmacist)),
);
await measure(
  'autocomplete: prefix with a typo',
  runs((i) => () => engine.autocomplete({ q: typo(pick(rare, i)).slice(0, 6) }, pharmacist)),
);
await measure(
  'lookup: productByUrlKey',
  runs((i) => () => engine.productByUrlKey(pick(urlKeys, i), pharmacist)),
);
await measure(
  'lookup: productsByIds (24)',
  runs((i) => () => engine.productsByIds(someIds.slice(i % 20, (i % 20) + 24).map(Number), pharmacist)),
);
await handle.close();
