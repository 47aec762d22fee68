import type { ProductLookupResult, VariantDetail } from '@vetshop/contract';
import { queryRows } from '@vetshop/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from './harness';

/**
 * Issue 8 §2 (spec doc 1 §4): the product page says, before adding, how many units can be delivered now and
 * how many will follow; for that the product detail carries each variant's available quantity — to
 * signed-in buyers only (their answers are private, no-store), never in a guest's publicly cached answer.
 */
let t: TestApp;
let vet: string;
let urlKey: string;

beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
  // The showcase's limited-stock product: VS-000006-1, 3 units in stock.
  const [row] = await queryRows<{ url_key: string }>(
    t.db,
    sql`select url_key->>'fr' as url_key from products where code = 'VS-000006'`,
  );
  urlKey = row!.url_key;
});
afterAll(() => t.close());

async function detailVariant(
  headers: Record<string, string>,
): Promise<{ variant: VariantDetail; cacheControl: unknown }> {
  const res = await t.app.inject({ method: 'GET', url: `/search/products/by-url-key/${urlKey}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<ProductLookupResult>();
  if (!('product' in body)) throw new Error(`unexpected redirect: ${res.body}`);
  const variant = body.product.variants.find((v) => v.sku === 'VS-000006-1');
  if (!variant) throw new Error('VS-000006-1 missing from its product page');
  return { variant, cacheControl: res.headers['cache-control'] };
}

const setStock = (qty: number) =>
  t.db.execute(
    sql`update stock set qty_available = ${qty}
        where variant_id = (select id from variants where sku = 'VS-000006-1')`,
  );

describe('the product detail carries the available quantity', () => {
  it('gives a signed-in buyer the quantity deliverable now, privately', async () => {
    const { variant, cacheControl } = await detailVariant({ cookie: vet });
    expect(variant.qty_available).toBe(3);
    expect(cacheControl).toBe('private, no-store');
  });

  it('follows the stock as it is now (no stale figure), and says 0 when nothing is in stock', async () => {
    try {
      await setStock(0);
      expect((await detailVariant({ cookie: vet })).variant.qty_available).toBe(0);
      // A negative stock (more reserved than held) is still "nothing deliverable now".
      await setStock(-2);
      expect((await detailVariant({ cookie: vet })).variant.qty_available).toBe(0);
    } finally {
      await setStock(3);
    }
  });

  it('gives a guest no quantity: the guest answer is cached publicly', async () => {
    const { variant, cacheControl } = await detailVariant({});
    expect(variant.qty_available).toBeNull();
    expect(cacheControl).toBe('public, max-age=60');
  });
});
