import { queryRows } from '@vetshop/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

/**
 * Issue 8 §5: concurrent checkouts refresh the search documents of the same products at once; on
 * PostgreSQL that failed with "duplicate key value violates unique constraint". Runs on PGlite, and on a
 * PostgreSQL server when DATABASE_URL is set (see @vetshop/db/testing), where the refreshes really overlap.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LOCALES = 3;

async function someProducts(count: number): Promise<number[]> {
  const rows = await queryRows<{ product_id: number }>(
    t.db,
    sql`SELECT DISTINCT product_id FROM search_documents ORDER BY product_id LIMIT ${count}`,
  );
  return rows.map((r) => r.product_id);
}

/** Words of these products whose stored frequency differs from the documents that hold them. */
async function vocabularyDrift(productIds: number[]) {
  return queryRows<{ locale: string; word: string; frequency: number; actual: number }>(
    t.db,
    sql`WITH words AS (
          SELECT DISTINCT d.locale, w.word FROM search_documents d, unnest(d.words) AS w(word)
          WHERE d.product_id = ANY(${`{${productIds.join(',')}}`}::int[]))
        SELECT words.locale, words.word, coalesce(v.frequency, 0)::int AS frequency,
          (SELECT count(*)::int FROM search_documents d
           WHERE d.locale = words.locale AND words.word = ANY(d.words)) AS actual
        FROM words LEFT JOIN search_vocabulary v ON v.locale = words.locale AND v.word = words.word
        WHERE coalesce(v.frequency, 0) <> (SELECT count(*) FROM search_documents d
           WHERE d.locale = words.locale AND words.word = ANY(d.words))`,
  );
}

describe('concurrent refreshes of the search index', () => {
  it('N refreshes of the same products at once: no error, one document per product and language', async () => {
    const ids = await someProducts(6);
    expect(ids).toHaveLength(6);
    // Overlapping sets in different orders, as concurrent checkouts of shared products produce.
    const batches = Array.from({ length: 12 }, (_, i) => (i % 2 ? [...ids].reverse() : ids.slice(i % 3)));
    const results = await Promise.allSettled(
      batches.map((productIds) => t.ctx.search.refresh({ productIds })),
    );
    const failures = results.filter((r) => r.status === 'rejected').map((r) => String(r.reason));
    expect(failures).toEqual([]);

    const counts = await queryRows<{ product_id: number; n: number }>(
      t.db,
      sql`SELECT product_id, count(*)::int AS n FROM search_documents
          WHERE product_id = ANY(${`{${ids.join(',')}}`}::int[]) GROUP BY product_id ORDER BY product_id`,
    );
    expect(counts).toEqual(ids.map((product_id) => ({ product_id, n: LOCALES })));
    expect(await vocabularyDrift(ids)).toEqual([]);
  });

  it('a refresh is never lost: a change made before the last of several overlapping refreshes is indexed', async () => {
    const [id] = await someProducts(1);
    const renamed = 'Zorblax renamed product';
    const first = Array.from({ length: 4 }, () => t.ctx.search.refresh({ productIds: [id!] }));
    await t.db.execute(
      sql`UPDATE products SET name = jsonb_set(name, '{en}', to_jsonb(${renamed}::text)) WHERE id = ${id!}`,
    );
    const last = t.ctx.search.refresh({ productIds: [id!] });
    await Promise.all([...first, last]);
    const docs = await queryRows<{ name: string }>(
      t.db,
      sql`SELECT name FROM search_documents WHERE product_id = ${id!} AND locale = 'en'`,
    );
    expect(docs).toEqual([{ name: renamed }]);
    expect(await vocabularyDrift([id!])).toEqual([]);
  });

  it('a full rebuild and partial refreshes at once leave the index complete', async () => {
    const ids = await someProducts(4);
    const [before] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM search_documents`,
    );
    const work = [
      t.ctx.search.refresh({ productIds: ids }),
      t.ctx.search.refresh(),
      t.ctx.search.refresh({ productIds: [...ids].reverse() }),
    ];
    const results = await Promise.allSettled(work);
    expect(results.filter((r) => r.status === 'rejected').map((r) => String(r.reason))).toEqual([]);
    const [after] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM search_documents`,
    );
    expect(after!.n).toBe(before!.n);
    expect(await vocabularyDrift(ids)).toEqual([]);
  });
});
