import { pricelists, products, type Database, type Executor } from '@vetshop/db';
import { ROLES, todayIso, type IsoDate, type Role } from '@vetshop/domain';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { RefreshOptions, RefreshSummary } from '../engine';
import { CategoryIndex } from './categories';
import { buildDocuments, type DocumentInput, type RefreshContext } from './refresh-documents';
import { SimilarityCollector } from './similarity-store';
import { chunks, intArray, queryRows, textArray } from './sql';
import { applyVocabularyDelta, countWords, type WordCounts } from './vocabulary';

/** Products per batch: bounds memory and statement size (three documents each, descriptions included). */
const BATCH_SIZE = 1000;
/** Documents per INSERT (one JSON parameter). */
const INSERT_CHUNK = 600;

/**
 * Rebuilds the search index from the catalogue: all products (in batches, inside one transaction so that
 * searches never see a half-built index), or only `productIds` (after an edit). Prices, promotions and
 * specials are evaluated on `today`; see `isIndexStale`.
 */
export async function refreshSearchIndex(
  db: Database,
  options: RefreshOptions = {},
): Promise<RefreshSummary> {
  const started = performance.now();
  const today = options.today ?? todayIso();
  const partial = options.productIds !== undefined;
  const ids = partial ? [...new Set(options.productIds)].filter((id) => Number.isInteger(id)) : [];
  if (partial && ids.length === 0) return { products: 0, documents: 0, ms: 0 };

  // Fresh planner statistics on the catalogue (PGlite has no autovacuum daemon to keep them): the batch
  // queries, and the searches after them, join these tables.
  if (!partial)
    await db.execute(sql`ANALYZE products, variants, stock, price_rules, product_categories, brands`);

  const { products: indexed, documents } = await db.transaction(async (tx) => {
    await lockIndex(tx, partial ? ids : null);
    const ctx: RefreshContext = {
      db: tx,
      today,
      categories: await CategoryIndex.load(tx),
      pricelistByRole: await pricelistsByRole(tx),
      popularity: await loadPopularity(tx, partial ? ids : null),
    };
    // Similar products (decision 032): the vectors of the products indexed, their neighbours written at the end.
    const similarity = new SimilarityCollector(ctx.categories, !partial);
    const oldWords: WordCounts = new Map();
    const newWords: WordCounts = new Map();
    let productCount = 0;
    let documentCount = 0;
    const write = async (docs: DocumentInput[]): Promise<void> => {
      countWords(newWords, docs);
      similarity.add(docs);
      productCount += new Set(docs.map((d) => d.product_id)).size;
      documentCount += docs.length;
      for (const part of chunks(docs, INSERT_CHUNK)) await insertDocuments(tx, part);
    };

    if (partial) {
      for (const part of chunks(ids, BATCH_SIZE)) {
        const old = await queryRows<{ locale: string; words: string[] }>(
          tx,
          sql`DELETE FROM search_documents WHERE product_id = ANY(${intArray(part)}) RETURNING locale, words`,
        );
        countWords(oldWords, old);
        await write(await buildDocuments(ctx, part));
      }
    } else {
      await tx.execute(sql`DELETE FROM search_documents`);
      await tx.execute(sql`DELETE FROM search_vocabulary`);
      let lastId = 0;
      for (;;) {
        const batch = await tx
          .select({ id: products.id })
          .from(products)
          .where(
            and(gt(products.id, lastId), eq(products.active, true), eq(products.notSoldOnWebsite, false)),
          )
          .orderBy(asc(products.id))
          .limit(BATCH_SIZE);
        if (batch.length === 0) break;
        lastId = batch[batch.length - 1]!.id;
        await write(
          await buildDocuments(
            ctx,
            batch.map((r) => r.id),
          ),
        );
      }
    }
    await applyVocabularyDelta(tx, oldWords, newWords);
    await similarity.write(tx, partial ? ids : null);
    return { products: productCount, documents: documentCount };
  });
  // The old documents were deleted, not truncated (readers of a PostgreSQL server keep seeing them until
  // the commit): VACUUM makes their space reusable, ANALYZE gives the search statements fresh statistics.
  if (!partial) {
    // One locale's documents stored together (the primary key's order): a frequent word matches a third
    // of a locale's documents, and reading them costs half as many pages as when the locales interleave.
    // CLUSTER locks the table for the few seconds of the rewrite: full refreshes run at start-up; the
    // daily re-pricing refreshes products in small batches instead.
    await db.execute(sql`CLUSTER search_documents USING search_documents_locale_product_id_pk`);
    await db.execute(sql`VACUUM ANALYZE search_documents, search_vocabulary, product_similarity`);
  }
  return { products: indexed, documents, ms: Math.round(performance.now() - started) };
}

/**
 * True when the index was priced before `today` (prices, promotions and specials change at midnight) or is
 * empty while the catalogue is not: the back office rebuilds it at start-up and daily.
 */
export async function isIndexStale(db: Executor, today: IsoDate = todayIso()): Promise<boolean> {
  const [row] = await queryRows<{ oldest: string | null; any_product: boolean }>(
    db,
    sql`SELECT (SELECT min(priced_on)::text FROM search_documents) AS oldest,
               EXISTS (SELECT 1 FROM products WHERE active AND NOT not_sold_on_website) AS any_product`,
  );
  if (!row) return true;
  if (row.oldest === null) return row.any_product;
  return row.oldest < today;
}

/** Advisory lock classes (first key of pg_advisory_xact_lock): the whole index, one product's documents. */
const INDEX_LOCK = 73_001;
const PRODUCT_LOCK = 73_002;
/** Above this many products a partial refresh locks the whole index (each advisory lock takes a lock slot). */
const MAX_PRODUCT_LOCKS = 500;

/**
 * Serialises refreshes that touch the same documents (issue 8 §5). Two checkouts of the same product
 * refreshed it at once: each deleted the product's documents, the second waited on the first's delete, then
 * inserted into a key the first had just committed ("duplicate key value violates unique constraint"), and
 * the word counts of search_vocabulary drifted. Now a refresh holds, until it commits, a lock per product
 * (taken in id order: no deadlock) under a shared lock on the index; a full rebuild holds the index lock
 * exclusively. The DELETE that follows the lock sees the committed documents of the refresh before it, so
 * every refresh is applied, in turn, and none is lost.
 */
async function lockIndex(tx: Executor, productIds: number[] | null): Promise<void> {
  if (productIds === null || productIds.length > MAX_PRODUCT_LOCKS) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${INDEX_LOCK}, 0)`);
    return;
  }
  await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(${INDEX_LOCK}, 0)`);
  const sorted = [...productIds].sort((a, b) => a - b);
  await tx.execute(
    sql`SELECT count(pg_advisory_xact_lock(${PRODUCT_LOCK}, id)) FROM unnest(${intArray(sorted)}) AS id`,
  );
}

async function pricelistsByRole(db: Executor): Promise<Map<Role, number>> {
  const rows = await db
    .select({ id: pricelists.id, role: pricelists.role })
    .from(pricelists)
    .orderBy(asc(pricelists.id));
  const fallback = rows.find((r) => r.role === 'default')?.id;
  const map = new Map<Role, number>();
  for (const role of ROLES) {
    const id = rows.find((r) => r.role === role)?.id ?? fallback;
    if (id !== undefined) map.set(role, id);
  }
  return map;
}

/** Units sold per product (order history), the tie-break of relevance. */
async function loadPopularity(db: Executor, productIds: number[] | null): Promise<Map<number, number>> {
  const filter = productIds ? sql`AND v.product_id = ANY(${intArray(productIds)})` : sql``;
  const rows = await queryRows<{ product_id: number; units: number }>(
    db,
    sql`SELECT v.product_id, sum(l.qty)::float8 AS units
        FROM sale_order_lines l JOIN variants v ON v.id = l.variant_id
        WHERE l.kind = 'product' ${filter}
        GROUP BY v.product_id`,
  );
  return new Map(rows.map((r) => [r.product_id, Number(r.units)]));
}

async function insertDocuments(db: Executor, docs: DocumentInput[]): Promise<void> {
  if (docs.length === 0) return;
  await db.execute(sql`
    INSERT INTO search_documents (
      product_id, locale, url_key, name, name_sort, tsv, codes, brand_id, species, category_ids, stock_states,
      has_promotion, is_special, veterinary_only, net_veterinary, net_pharmacist, net_student, net_default,
      indicated_veterinary, indicated_pharmacist, indicated_student, indicated_default, facet_tokens, popularity,
      priced_on, words)
    SELECT r.product_id, r.locale, r.url_key, r.name, r.name_sort,
      setweight(to_tsvector(r.cfg::regconfig, r.text_a), 'A')
        || setweight(to_tsvector(r.cfg::regconfig, r.text_b), 'B')
        || setweight(to_tsvector(r.cfg::regconfig, r.text_c), 'C')
        || setweight(to_tsvector(r.cfg::regconfig, r.text_d), 'D')
        || setweight(to_tsvector('vs_simple'::regconfig, r.text_codes), 'D'),
      r.codes, r.brand_id, r.species, r.category_ids, r.stock_states,
      r.has_promotion, r.is_special, r.veterinary_only, r.net_veterinary, r.net_pharmacist, r.net_student,
      r.net_default, r.indicated_veterinary, r.indicated_pharmacist, r.indicated_student, r.indicated_default,
      r.facet_tokens, r.popularity, r.priced_on::date, r.words
    FROM json_to_recordset(${JSON.stringify(docs)}::json) AS r(
      product_id int, locale text, cfg text, url_key text, name text, name_sort text,
      text_a text, text_b text, text_c text, text_d text, text_codes text, codes text[], brand_id int,
      species text[], category_ids int[], stock_states text[], has_promotion boolean, is_special boolean,
      veterinary_only boolean, net_veterinary int, net_pharmacist int, net_student int, net_default int,
      indicated_veterinary int, indicated_pharmacist int, indicated_student int, indicated_default int,
      facet_tokens text[], popularity real, priced_on text, words text[])`);
  await saveFacetLabels(db, docs);
}

/** The labels of the documents' facet values named by the catalogue's words (last writer wins: same data). */
async function saveFacetLabels(db: Executor, docs: readonly DocumentInput[]): Promise<void> {
  const labels = new Map<string, [string, string, string]>();
  for (const doc of docs)
    for (const [token, label] of doc.facet_labels)
      labels.set(`${doc.locale} ${token}`, [doc.locale, token, label]);
  if (labels.size === 0) return;
  // In key order: two refreshes writing the same labels lock their rows in the same order (no deadlock).
  const rows = [...labels.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
  await db.execute(sql`
    INSERT INTO search_facet_labels (locale, token, label)
    SELECT * FROM unnest(${textArray(rows.map((r) => r[0]))}, ${textArray(rows.map((r) => r[1]))},
                         ${textArray(rows.map((r) => r[2]))})
    ON CONFLICT (locale, token) DO UPDATE SET label = excluded.label WHERE search_facet_labels.label <> excluded.label`);
}
