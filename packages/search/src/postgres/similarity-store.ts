import { createHash } from 'node:crypto';
import type { Executor } from '@vetshop/db';
import type { Role } from '@vetshop/domain';
import { sql } from 'drizzle-orm';
import {
  NEIGHBOUR_OPTIONS,
  rankCandidates,
  VectorSet,
  type NeighbourOptions,
} from '../similarity/neighbours';
import { rawTerms, signatureOf, weighVector, type SparseVector } from '../similarity/vector';
import type { CategoryIndex } from './categories';
import { visibleProductCondition } from './hit-rows';
import type { DocumentInput } from './refresh-documents';
import { chunks, intArray, queryRows, textArray } from './sql';

/**
 * The similar products' table (decision 032): `product_similarity` holds each indexed product's vector and its
 * nearest neighbours, `product_similarity_terms` each term's document frequency. Written by the index refresh in
 * its transaction (under its locks), read by the product page.
 */

const WRITE_CHUNK = 1000;
/** Advisory lock class of the similarity writes of partial refreshes (refresh.ts has 73_001 and 73_002). */
const SIMILARITY_LOCK = 73_003;
/** A changed product may enter the lists of its `REACH × k` nearest products. */
const REACH = 4;

/**
 * Collects the raw terms of the products a refresh indexes (from their English documents), then writes the
 * similarity tables: all of them after a full refresh, the changed products after a partial one.
 */
export class SimilarityCollector {
  private readonly vectors = new VectorSet();
  private readonly raws = new Map<number, Map<string, number>>();
  private readonly signatures = new Map<number, string>();

  constructor(
    private readonly categories: CategoryIndex,
    /** A full refresh keeps only the interned vectors (memory); a partial one the few raw maps. */
    private readonly full: boolean,
  ) {}

  add(docs: readonly DocumentInput[]): void {
    for (const doc of docs) {
      if (doc.locale !== 'en') continue;
      const raw = rawTerms({
        species: doc.species,
        facetTokens: doc.facet_tokens,
        brandId: doc.brand_id,
        categories: doc.category_ids.map((id) => ({ id, level: this.categories.byId.get(id)?.level ?? 0 })),
        texts: [doc.text_d],
      });
      if (this.full) {
        this.vectors.add(doc.product_id, raw);
        this.signatures.set(doc.product_id, digest(raw));
      } else this.raws.set(doc.product_id, raw);
    }
  }

  /** Writes the tables: every product (full refresh) or the `requested` ones (partial). */
  async write(tx: Executor, requested: readonly number[] | null): Promise<void> {
    if (this.full || requested === null) await writeAllSimilarity(tx, this.vectors, this.signatures);
    else await updateSimilarity(tx, requested, this.raws);
  }
}

function digest(raw: ReadonlyMap<string, number>): string {
  return createHash('sha1').update(signatureOf(raw)).digest('base64url');
}

interface Row {
  product_id: number;
  signature: string;
  terms: string[];
  weights: number[];
  neighbours: number[];
  scores: number[];
}

/** A full refresh: every vector and every product's neighbours, computed in memory, replace the tables. */
export async function writeAllSimilarity(
  tx: Executor,
  set: VectorSet,
  signatures: ReadonlyMap<number, string>,
  options: NeighbourOptions = NEIGHBOUR_OPTIONS,
): Promise<void> {
  const neighbours = set.allNeighbours(options);
  await tx.execute(sql`DELETE FROM product_similarity`);
  await tx.execute(sql`DELETE FROM product_similarity_terms`);
  const rows: Row[] = set.ids.map((id, i) => {
    const vector = set.vector(i);
    return {
      product_id: id,
      signature: signatures.get(id) ?? '',
      terms: vector.terms,
      weights: vector.weights,
      neighbours: neighbours[i]!.ids,
      scores: neighbours[i]!.scores,
    };
  });
  for (const part of chunks(rows, WRITE_CHUNK)) await insertRows(tx, part);
  const df = [...set.documentFrequencies()].filter(([, n]) => n > 0);
  for (const part of chunks(df, 5000))
    await tx.execute(sql`INSERT INTO product_similarity_terms (term, df)
      SELECT * FROM unnest(${textArray(part.map((d) => d[0]))}, ${intArray(part.map((d) => d[1]))})`);
}

async function insertRows(tx: Executor, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    INSERT INTO product_similarity (product_id, signature, terms, weights, neighbours, scores)
    SELECT r.product_id, r.signature, r.terms, r.weights, r.neighbours, r.scores
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(
      product_id int, signature text, terms text[], weights real[], neighbours int[], scores real[])
    ON CONFLICT (product_id) DO UPDATE SET signature = excluded.signature, terms = excluded.terms,
      weights = excluded.weights, neighbours = excluded.neighbours, scores = excluded.scores`);
}

/**
 * A partial refresh (`requested` products, `raws` the raw terms of those still indexed). A product whose raw terms
 * are as stored changes nothing (a checkout's stock change, the daily re-pricing). A changed one gets its vector
 * (today's document frequencies) and its neighbours again, by the same rule as a full refresh among the products
 * sharing a selective term with it, and takes its place in those products' lists (or leaves them). A product no
 * longer indexed loses its row; the lists that name it skip it when read (hidden) until the next full refresh.
 * Accepted staleness until then: the other products' weights keep the frequencies they were computed with.
 */
export async function updateSimilarity(
  tx: Executor,
  requested: readonly number[],
  raws: ReadonlyMap<number, ReadonlyMap<string, number>>,
  options: NeighbourOptions = NEIGHBOUR_OPTIONS,
): Promise<{ changed: number; removed: number }> {
  const stored = new Map(
    (
      await queryRows<{ product_id: number; signature: string; terms: string[] }>(
        tx,
        sql`SELECT product_id, signature, terms FROM product_similarity WHERE product_id = ANY(${intArray(requested)})`,
      )
    ).map((r) => [r.product_id, r]),
  );
  const removed = requested.filter((id) => !raws.has(id) && stored.has(id));
  const changed = [...raws]
    .map(([id, raw]) => ({ id, raw, signature: digest(raw) }))
    .filter((c) => stored.get(c.id)?.signature !== c.signature)
    .sort((a, b) => a.id - b.id);
  if (removed.length === 0 && changed.length === 0) return { changed: 0, removed: 0 };
  // One writer of changed vectors at a time (other processes' refreshes too), until the commit: a changed product
  // rewrites the lists of the products near it, and two near products placed at once would each lock the other's
  // row (a deadlock). Taken before any write, so a refresh waiting here holds no row the holder needs.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SIMILARITY_LOCK}, 0)`);

  const delta = new Map<string, number>();
  const shift = (terms: Iterable<string>, by: number) => {
    for (const t of terms) delta.set(t, (delta.get(t) ?? 0) + by);
  };
  for (const id of removed) shift(stored.get(id)!.terms, -1);
  for (const c of changed) {
    shift(stored.get(c.id)?.terms ?? [], -1);
    shift(c.raw.keys(), 1);
  }
  const deltas = [...delta].filter(([, by]) => by !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (deltas.length > 0) {
    await tx.execute(sql`INSERT INTO product_similarity_terms (term, df)
      SELECT * FROM unnest(${textArray(deltas.map((d) => d[0]))}, ${intArray(deltas.map((d) => d[1]))})
      ON CONFLICT (term) DO UPDATE SET df = product_similarity_terms.df + excluded.df`);
    await tx.execute(
      sql`DELETE FROM product_similarity_terms WHERE term = ANY(${textArray(deltas.map((d) => d[0]))}) AND df <= 0`,
    );
  }
  if (removed.length > 0)
    await tx.execute(sql`DELETE FROM product_similarity WHERE product_id = ANY(${intArray(removed)})`);
  const [count] = await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM product_similarity`);
  const total = (count?.n ?? 0) + changed.filter((c) => !stored.has(c.id)).length;

  for (const c of changed) await placeProduct(tx, c.id, c.raw, c.signature, total, options);
  return { changed: changed.length, removed: removed.length };
}

/** One changed product: its vector and neighbours, and its place in the lists of the products near it. */
async function placeProduct(
  tx: Executor,
  id: number,
  raw: ReadonlyMap<string, number>,
  signature: string,
  total: number,
  options: NeighbourOptions,
): Promise<void> {
  const terms = [...raw.keys()];
  const df = new Map(
    (
      await queryRows<{ term: string; df: number }>(
        tx,
        sql`SELECT term, df FROM product_similarity_terms WHERE term = ANY(${textArray(terms)})`,
      )
    ).map((r) => [r.term, r.df]),
  );
  const vector = weighVector(raw, (t) => df.get(t) ?? 1, total);
  const selective = terms.filter((t) => (df.get(t) ?? 0) >= 2 && (df.get(t) ?? 0) <= options.maxPostings);
  const candidates = new Map<number, SparseVector>();
  const read = async (where: ReturnType<typeof sql>, limit: number) => {
    const rows = await queryRows<{ product_id: number; terms: string[]; weights: number[] }>(
      tx,
      sql`SELECT product_id, terms, weights FROM product_similarity
          WHERE ${where} AND product_id <> ${id} ORDER BY product_id LIMIT ${limit}`,
    );
    for (const r of rows) candidates.set(r.product_id, { terms: r.terms, weights: r.weights.map(Number) });
  };
  if (selective.length > 0)
    await read(sql`terms && ${textArray(selective)}`, options.maxPostings * selective.length);
  // As in a full refresh: too few products share a selective term, the least common other terms propose some.
  if (candidates.size < options.k) {
    const common = terms
      .filter((t) => (df.get(t) ?? 0) > options.maxPostings)
      .sort((a, b) => df.get(a)! - df.get(b)! || (a < b ? -1 : 1));
    for (const t of common) {
      if (candidates.size >= options.k) break;
      await read(sql`terms @> ${textArray([t])}`, options.maxPostings);
    }
  }
  // Its own list, and the products it may now enter the lists of: the nearest few times a list's length (a
  // product further away is very unlikely to beat the last of their lists; accepted until the next full refresh).
  const ranked = rankCandidates(
    vector,
    [...candidates].map(([cid, v]) => ({ id: cid, vector: v })),
    options.k * REACH,
  );
  const own = ranked.slice(0, options.k);
  await insertRows(tx, [
    {
      product_id: id,
      signature,
      terms: vector.terms,
      weights: vector.weights,
      neighbours: own.map((n) => n.id),
      scores: own.map((n) => n.score),
    },
  ]);

  // The lists it should now appear in (it scores above their last) or leave (it no longer comes near them).
  const scoreOf = new Map(ranked.map((n) => [n.id, n.score]));
  const rows = await queryRows<{ product_id: number; neighbours: number[]; scores: number[] }>(
    tx,
    sql`SELECT product_id, neighbours, scores FROM product_similarity
        WHERE product_id <> ${id} AND (product_id = ANY(${intArray([...scoreOf.keys()])}) OR neighbours @> ARRAY[${id}::int])
        ORDER BY product_id FOR UPDATE`,
  );
  const updates: { product_id: number; neighbours: number[]; scores: number[] }[] = [];
  for (const row of rows) {
    const list = row.neighbours.map((n, i) => ({ id: n, score: Number(row.scores[i]) }));
    const next = list.filter((n) => n.id !== id);
    const score = scoreOf.get(row.product_id);
    const last = next[next.length - 1];
    if (score !== undefined && (next.length < options.k || (last !== undefined && score > last.score))) {
      next.push({ id, score });
      next.sort((a, b) => b.score - a.score || a.id - b.id);
      next.length = Math.min(next.length, options.k);
    }
    const same =
      next.length === list.length && next.every((n, i) => n.id === list[i]!.id && n.score === list[i]!.score);
    if (!same)
      updates.push({
        product_id: row.product_id,
        neighbours: next.map((n) => n.id),
        scores: next.map((n) => n.score),
      });
  }
  for (const part of chunks(updates, WRITE_CHUNK))
    await tx.execute(sql`
      UPDATE product_similarity s SET neighbours = u.neighbours, scores = u.scores
      FROM json_to_recordset(${JSON.stringify(part)}::json) AS u(product_id int, neighbours int[], scores real[])
      WHERE s.product_id = u.product_id`);
}

/** The nearest products the caller may see (visible, with an active variant), best first, never the product itself. */
export async function similarProductIds(
  db: Executor,
  productId: number,
  role: Role | null,
  limit: number,
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT n.id FROM product_similarity s
        CROSS JOIN LATERAL unnest(s.neighbours) WITH ORDINALITY AS n(id, ord)
        JOIN products p ON p.id = n.id
        WHERE s.product_id = ${productId} AND n.id <> ${productId} AND ${visibleProductCondition(role)}
          AND EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.active)
        ORDER BY n.ord LIMIT ${limit}`,
  );
  return rows.map((r) => r.id);
}
