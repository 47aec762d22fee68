import type { MiniHit, ProductLookupResult } from '@vetshop/contract';
import { queryRows } from '@vetshop/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from './harness';

/**
 * Similar products on the product page (issue 20 §6, decision 032): the nearest products by characteristics and
 * description, computed by the index refresh, read with the caller's visibility. On PGlite, and on PostgreSQL
 * when DATABASE_URL is set.
 */
let t: TestApp;
let vet: string;
let pharma: string;
beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
  pharma = await login(t.app, 'pharma@demo.test');
});
afterAll(() => t.close());

async function productId(sku: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.db,
    sql`SELECT product_id AS id FROM variants WHERE sku = ${sku}`,
  );
  return row!.id;
}

async function similar(id: number, cookie?: string): Promise<MiniHit[]> {
  const [row] = await queryRows<{ key: string }>(
    t.db,
    sql`SELECT url_key->>'fr' AS key FROM products WHERE id = ${id}`,
  );
  const res = await t.app.inject({
    method: 'GET',
    url: `/search/products/by-url-key/${encodeURIComponent(row!.key)}?locale=fr`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<ProductLookupResult>();
  if (!('product' in body)) throw new Error('redirected');
  return body.product.similar;
}

/** The stored neighbours of a product, best first (what a full refresh computed). */
async function stored(id: number): Promise<number[]> {
  const [row] = await queryRows<{ neighbours: number[] }>(
    t.db,
    sql`SELECT neighbours FROM product_similarity WHERE product_id = ${id}`,
  );
  return row?.neighbours ?? [];
}

describe('similar products on the product page', () => {
  it('lists at most 8 near products, priced for the caller, never the product itself', async () => {
    const amox = await productId('VS-000001-1');
    const guest = await similar(amox);
    expect(guest.length).toBeGreaterThan(0);
    expect(guest.length).toBeLessThanOrEqual(8);
    expect(guest.map((h) => h.id)).not.toContain(amox);
    expect(guest.every((h) => h.price === null)).toBe(true);
    const forVet = await similar(amox, vet);
    expect(forVet.map((h) => h.id)).not.toContain(amox);
    expect(forVet.some((h) => h.price !== null)).toBe(true);
    // Another amoxicillin product comes first: the same active principle weighs most.
    const [first] = await queryRows<{ ap: string | null }>(
      t.db,
      sql`SELECT active_principle->>'en' AS ap FROM products WHERE id = ${forVet[0]!.id}`,
    );
    expect(first!.ap?.toLowerCase()).toContain('amoxicillin');
  });

  it('leaves out what the caller may not see: veterinary-only for other roles, products not sold online', async () => {
    const amox = await productId('VS-000001-1');
    const [vetOnly, withdrawn] = (await similar(amox, vet)).map((h) => h.id);
    await t.db.execute(sql`UPDATE products SET veterinary_only = true WHERE id = ${vetOnly!}`);
    await t.db.execute(sql`UPDATE products SET not_sold_on_website = true WHERE id = ${withdrawn!}`);
    try {
      const forVet = (await similar(amox, vet)).map((h) => h.id);
      expect(forVet[0]).toBe(vetOnly);
      expect(forVet).not.toContain(withdrawn);
      for (const ids of [
        (await similar(amox, pharma)).map((h) => h.id),
        (await similar(amox)).map((h) => h.id),
      ]) {
        expect(ids).not.toContain(vetOnly);
        expect(ids).not.toContain(withdrawn);
        expect(ids.length).toBeGreaterThan(0);
      }
    } finally {
      await t.db.execute(
        sql`UPDATE products SET veterinary_only = false, not_sold_on_website = false WHERE id IN (${vetOnly!}, ${withdrawn!})`,
      );
    }
  });

  it('follows a refresh that changes a product: it joins the lists of the products it now resembles, then leaves them', async () => {
    const amox = await productId('VS-000001-1');
    // A product far from the amoxicillin tablets: not among their neighbours, sharing no active principle.
    const [far] = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT s.product_id AS id FROM product_similarity s JOIN products p ON p.id = s.product_id
          WHERE NOT (s.product_id = ANY(${`{${[amox, ...(await stored(amox))].join(',')}}`}::int[]))
            AND NOT p.veterinary_only AND p.active_principle IS NULL AND NOT (${amox}::int = ANY(s.neighbours))
          ORDER BY s.product_id LIMIT 1`,
    );
    const other = far!.id;
    expect(await stored(amox)).not.toContain(other);

    // It becomes a copy of the amoxicillin tablets (characteristics, categories, description).
    await t.db.execute(sql`UPDATE products o SET species = a.species, active_principle = a.active_principle,
        attributes = a.attributes, brand_id = a.brand_id, supplier_id = a.supplier_id,
        description = a.description, short_description = a.short_description
      FROM products a WHERE a.id = ${amox} AND o.id = ${other}`);
    await t.db.execute(sql`DELETE FROM product_categories WHERE product_id = ${other}`);
    await t.db.execute(sql`INSERT INTO product_categories (product_id, category_id)
      SELECT ${other}, category_id FROM product_categories WHERE product_id = ${amox}`);
    await t.ctx.search.refresh({ productIds: [other] });
    expect((await similar(amox)).map((h) => h.id)).toContain(other);
    expect((await similar(other)).map((h) => h.id)).toContain(amox);

    // Then nothing like them any more: it leaves their lists, and they leave its.
    await t.db.execute(sql`UPDATE products SET species = '{}', active_principle = NULL, attributes = '{}',
        brand_id = NULL, supplier_id = NULL, description = NULL, short_description = NULL WHERE id = ${other}`);
    await t.db.execute(sql`DELETE FROM product_categories WHERE product_id = ${other}`);
    await t.ctx.search.refresh({ productIds: [other] });
    expect((await similar(amox)).map((h) => h.id)).not.toContain(other);
    expect(await stored(amox)).not.toContain(other);
    expect((await similar(other)).map((h) => h.id)).not.toContain(amox);
  });

  it('changes nothing when a refresh leaves a product as it was (a checkout, the daily re-pricing)', async () => {
    const amox = await productId('VS-000001-1');
    const before = await queryRows<{ product_id: number; neighbours: number[] }>(
      t.db,
      sql`SELECT product_id, neighbours FROM product_similarity ORDER BY product_id`,
    );
    await t.ctx.search.refresh({ productIds: [amox, ...before.slice(0, 20).map((r) => r.product_id)] });
    const after = await queryRows<{ product_id: number; neighbours: number[] }>(
      t.db,
      sql`SELECT product_id, neighbours FROM product_similarity ORDER BY product_id`,
    );
    expect(after).toEqual(before);
  });
});
