import type { ErrorBody, SitemapProducts } from '@vetshop/contract';
import { queryRows } from '@vetshop/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** Every page from the start, following next_after. */
async function allPages(limit: number): Promise<SitemapProducts[]> {
  const pages: SitemapProducts[] = [];
  let after = 0;
  for (;;) {
    const res = await get(`/search/sitemap/products?after=${after}&limit=${limit}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<SitemapProducts>();
    pages.push(page);
    if (page.next_after === null) return pages;
    after = page.next_after;
  }
}

describe('GET /search/sitemap/products', () => {
  it('lists the products a guest sees, by id in keyset pages, each with its three url_keys and last change', async () => {
    const pages = await allPages(7);
    const items = pages.flatMap((p) => p.items);
    expect(items.length).toBeGreaterThan(7);
    expect(pages.slice(0, -1).every((p) => p.items.length === 7)).toBe(true);
    const ids = items.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(pages.every((p) => p.last_id === ids.at(-1))).toBe(true);

    const [amox] = await queryRows<{ id: number; url_key: Record<string, string>; updated_at: Date }>(
      t.db,
      sql`SELECT p.id, p.url_key, p.updated_at FROM products p JOIN variants v ON v.product_id = p.id
          WHERE v.sku LIKE 'VS-000001%' LIMIT 1`,
    );
    const listed = items.find((i) => i.id === amox!.id);
    expect(listed?.url_key_locales).toEqual({
      fr: amox!.url_key.fr,
      nl: amox!.url_key.nl,
      en: amox!.url_key.en,
    });
    expect(new Date(listed!.updated_at).getTime()).toBe(new Date(amox!.updated_at).getTime());
  });

  it('leaves out inactive, not-sold-on-website and vet-only products, even for a signed-in vet', async () => {
    const hidden = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT id FROM products WHERE NOT active OR not_sold_on_website OR veterinary_only`,
    );
    expect(hidden.length).toBeGreaterThan(0);
    const vet = await login(t.app, 'vet@demo.test');
    const res = await get('/search/sitemap/products?limit=1000', { cookie: vet });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const listed = new Set(res.json<SitemapProducts>().items.map((i) => i.id));
    for (const { id } of hidden) expect(listed.has(id)).toBe(false);
  });

  it('refuses a bad cursor or page size with the documented error body', async () => {
    for (const q of ['after=-1', 'after=abc', 'limit=0', 'limit=1001']) {
      const res = await get(`/search/sitemap/products?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json<ErrorBody>().code).toBeTruthy();
    }
  });
});
