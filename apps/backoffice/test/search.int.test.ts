import type { ProductHit, ProductSearchResult } from '@vetshop/contract';
import { queryRows } from '@vetshop/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isIndexStale } from '@vetshop/search';
import { rollingRefresh } from '../src/modules/search';
import { createTestApp, login, type TestApp } from './harness';
import { readPdf } from './pdf-text';

let t: TestApp;
let vet: string;
let pharma: string;
beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
  pharma = await login(t.app, 'pharma@demo.test');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const search = async (query: string, headers: Record<string, string> = {}) => {
  const res = await get(`/search/products?${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProductSearchResult>();
};
const byCode = (hits: ProductHit[], skuPrefix: string) =>
  hits.find((h) => h.variants.some((v) => v.sku.startsWith(skuPrefix)));

describe('search API over HTTP', () => {
  it('guests search without prices and get a cacheable answer', async () => {
    const res = await get('/search/products?q=amoxicilline');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.json<ProductSearchResult>();
    const amox = byCode(body.hits, 'VS-000001');
    expect(amox).toBeDefined();
    expect(body.hits.every((h) => h.price === null && h.variants.every((v) => v.price === null))).toBe(true);
  });

  it("signed-in buyers get their own role's price, privately", async () => {
    const vetRes = await get('/search/products?q=Amoxivantis', { cookie: vet });
    expect(vetRes.headers['cache-control']).toBe('private, no-store');
    const vetHit = byCode(vetRes.json<ProductSearchResult>().hits, 'VS-000001')!;
    const pharmaHit = byCode((await search('q=Amoxivantis', { cookie: pharma })).hits, 'VS-000001')!;
    const main = (h: ProductHit) => h.variants.find((v) => v.sku === 'VS-000001-1')!;
    expect(main(vetHit).price).toMatchObject({ value: 11.52, original_value: 12 });
    expect(main(pharmaHit).price?.value).toBe(13.2);
  });

  it('finds an active principle with one typo, accent- and case-insensitively', async () => {
    const typo = await search('q=AMOXICILINE', { cookie: vet });
    expect(byCode(typo.hits, 'VS-000001')).toBeDefined();
    const accents = await search('q=serum%20physiologique');
    expect(byCode(accents.hits, 'VS-000015')).toBeDefined();
  });

  it('goes straight to a product typed as CNK code, barcode or SKU', async () => {
    const [codes] = await queryRows<{ cnk_code: string; barcode: string }>(
      t.db,
      sql`select cnk_code, barcode from variants where sku = 'VS-000001-2'`,
    );
    for (const q of [codes!.cnk_code, codes!.barcode, 'VS-000001-2']) {
      const body = await search(`q=${q}`);
      expect(body.exact_match, q).toMatchObject({ variant_id: expect.any(Number) });
      expect(byCode(body.hits.slice(0, 1), 'VS-000001'), q).toBeDefined();
    }
  });

  it('shows veterinary-only products to veterinarians only, and never products not sold online', async () => {
    expect(byCode((await search('q=Dexmedin', { cookie: vet })).hits, 'VS-000009')).toBeDefined();
    expect(byCode((await search('q=Dexmedin', { cookie: pharma })).hits, 'VS-000009')).toBeUndefined();
    expect(byCode((await search('q=Dexmedin')).hits, 'VS-000009')).toBeUndefined();
    expect(byCode((await search('q=Dietavet%20renal', { cookie: vet })).hits, 'VS-000010')).toBeUndefined();
  });

  it('answers in the language asked (Accept-Language, or ?locale=)', async () => {
    const nl = await search('q=Amoxivantis', { 'accept-language': 'nl-BE' });
    expect(byCode(nl.hits, 'VS-000001')?.name).toMatch(/tabletten/);
    const en = await search('q=Amoxivantis&locale=en', { 'accept-language': 'nl-BE' });
    expect(byCode(en.hits, 'VS-000001')?.name).toMatch(/tablets/);
  });

  it('filters, counts facets and pages; total counts products', async () => {
    const all = await search('species=dog&page_size=5', { cookie: vet });
    expect(all.hits).toHaveLength(5);
    expect(all.total).toBeGreaterThan(5);
    expect(all.hits.every((h) => h.species.some((s) => s.code === 'dog'))).toBe(true);
    expect(all.facets.species.find((f) => f.value === 'dog')).toMatchObject({ selected: true });
    const page2 = await search('species=dog&page_size=5&page=2', { cookie: vet });
    expect(page2.hits.map((h) => h.id)).not.toEqual(all.hits.map((h) => h.id));
  });

  it('sorts by the caller net price; a guest price sort falls back to relevance', async () => {
    const asc = await search('species=cat&sort=price_asc&page_size=20', { cookie: vet });
    const prices = asc.hits.map((h) => h.price?.value ?? Infinity);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const guest = await search('species=cat&sort=price_asc');
    expect(guest.sort).toBe('relevance');
  });

  it('rejects bad parameters with 400 and the fields', async () => {
    const res = await get('/search/products?page=0&sort=cheapest', { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['querystring.page', 'querystring.sort']);
  });

  it('looks products up by url key (with redirects) and by ids', async () => {
    const old = await get('/search/products/by-url-key/otimivet-gouttes-auriculaires-16');
    expect(old.statusCode).toBe(200);
    const { redirect } = old.json();
    expect(typeof redirect).toBe('string');
    const current = await get(`/search/products/by-url-key/${redirect}`, { cookie: vet });
    expect(current.json().product.url_key_locales).toMatchObject({ fr: redirect });
    expect((await get('/search/products/by-url-key/no-such-product-key')).statusCode).toBe(404);

    const empty = await get('/search/variants/by-ids?ids=');
    expect(empty.json()).toEqual({ items: [] });
    const [v] = await queryRows<{ id: number }>(t.db, sql`select id from variants where sku = 'VS-000001-1'`);
    const one = await get(`/search/variants/by-ids?ids=${v!.id}`, { cookie: vet });
    expect(one.json().items[0]).toMatchObject({ id: v!.id, sku: 'VS-000001-1' });
  });

  it('autocompletes with products and categories', async () => {
    const res = await get('/search/autocomplete?q=amoxi&size=5', { cookie: vet });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(5);
    expect(body.suggestions.join(' ')).toMatch(/amoxi/i);
  });

  it('gives the first-level categories and the tree', async () => {
    const first = (await get('/search/categories', { 'accept-language': 'en' })).json();
    expect(first.items.map((c: { name: string }) => c.name)).toEqual(['Medicines', 'Food', 'Equipment']);
    const tree = (await get('/search/categories/tree')).json();
    expect(tree.items).toHaveLength(3);
    expect(tree.items[0].childs.length).toBeGreaterThan(0);
  });

  it('serves the product pictures', async () => {
    const res = await get('/media/products/VS-000001/1/small.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg|^<\?xml/);
    expect((await get('/media/products/VS-000001/1/huge.svg')).statusCode).toBe(400);
  });

  it('serves category and brand pictures and product notices as real PDFs', async () => {
    const [cat] = await queryRows<{ image_url: string }>(t.db, sql`select image_url from categories limit 1`);
    const picture = await get(cat!.image_url);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/image\/svg\+xml/);
    const [p] = await queryRows<{ link_notice: string }>(
      t.db,
      sql`select link_notice from products where code = 'VS-000001'`,
    );
    const nl = await get(p!.link_notice.replace('-fr.pdf', '-nl.pdf'));
    expect(nl.statusCode).toBe(200);
    expect(nl.headers['content-type']).toBe('application/pdf');
    expect(nl.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(nl.rawPayload.toString('latin1')).toMatch(/%%EOF\s*$/);
    // The text is in compressed streams: read as any viewer would.
    expect(readPdf(nl.rawPayload).text).toMatch(/Bijsluiter/);
    expect((await get('/media/notices/NOPE-fr.pdf')).statusCode).toBe(404);
  });

  it('re-prices the index for a new day batch by batch, without changing what is found', async () => {
    const before = await search('species=dog&page_size=1', { cookie: vet });
    const tomorrow = new Date(Date.now() + 36 * 3600 * 1000).toISOString().slice(0, 10);
    expect(await isIndexStale(t.db, tomorrow)).toBe(true);
    const { products } = await rollingRefresh(t.db, t.ctx.search, tomorrow, 100);
    expect(products).toBeGreaterThan(200);
    expect(await isIndexStale(t.db, tomorrow)).toBe(false);
    const after = await search('species=dog&page_size=1', { cookie: vet });
    expect(after.total).toBe(before.total);
  });
});
