import type { Locale, SaleDetail } from '@vetshop/contract';
import { products, variants } from '@vetshop/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartOf, createTestApp, login, pickVariants, sync, tx, type TestApp } from './harness';

let t: TestApp;
let vet: string;
beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
});
afterAll(() => t.close());

const get = (url: string, lang: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: vet, 'accept-language': lang } });

/** The product's name (and variant label) in one language, as the catalogue has it. */
async function catalogueName(variantId: number, locale: Locale): Promise<string> {
  const [row] = await t.db
    .select({ name: products.name, label: variants.variantLabel })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(variants.id, variantId));
  const label = row!.label?.[locale];
  return label ? `${row!.name[locale]} - ${label}` : row!.name[locale];
}

describe('order lines in the language of the request', () => {
  it('names the lines of the order history in Dutch and English, not in the language they were stored in', async () => {
    const list = (await get('/sales?page_size=5', 'fr')).json<{ items: { id: number }[] }>();
    for (const lang of ['nl', 'en'] as const) {
      const sale = (await get(`/sales/${list.items[0]!.id}`, lang)).json<SaleDetail>();
      const line = sale.lines.find((l) => l.kind === 'product' && l.product_id !== null)!;
      expect(line.name).toBe(await catalogueName(line.product_id!, lang));
    }
  });

  it('serves an order placed in French with Dutch and English product, delivery and fee names', async () => {
    await t.db.execute(sql`update sale_orders set delivered = true, state = 'done' where state = 'sale'`);
    const [cheap] = await pickVariants(t.db, { role: 'veterinary', minStock: 5, maxGrossCents: 2000 });
    const current = await sync(t.app, vet, null, []);
    if (current.statusCode === 200) {
      const c = cartOf(current);
      await sync(
        t.app,
        vet,
        c.uuid,
        c.lines.map((l) => tx(l.product_id, -l.qty, l.options)),
      );
    }
    const cart = cartOf(await sync(t.app, vet, null, [tx(cheap!.id, 1)]));
    const placed = await t.app.inject({
      method: 'POST',
      url: '/carts/confirm',
      headers: { cookie: vet, 'accept-language': 'fr' },
      payload: { uuid: cart.uuid },
    });
    expect(placed.statusCode).toBe(201);
    const id = placed.json<SaleDetail>().id;

    const nl = (await get(`/sales/${id}`, 'nl')).json<SaleDetail>();
    const en = (await get(`/sales/${id}`, 'en')).json<SaleDetail>();
    const product = (s: SaleDetail) => s.lines.find((l) => l.kind === 'product')!.name;
    expect(product(nl)).toBe(await catalogueName(cheap!.id, 'nl'));
    expect(product(en)).toBe(await catalogueName(cheap!.id, 'en'));
    const fee = (s: SaleDetail) => s.lines.find((l) => l.kind === 'fee')?.name;
    expect(fee(nl)).toBe('Bijdrage in de kosten (kleine bestelling)');
    expect(fee(en)).toBe('Small-order fee');
    const delivery = (s: SaleDetail) => s.lines.find((l) => l.kind === 'delivery')?.name;
    if (delivery(nl) !== undefined) {
      expect(delivery(nl)).toBe(`Levering: ${nl.delivery.method?.name}`);
      expect(delivery(en)).toBe(`Delivery: ${en.delivery.method?.name}`);
    }
  });

  it('names a free-goods line with its promotion in every language, from the ratio the order kept', async () => {
    // The showcase's "promotion" product: 10 + 1 for vets (Fiprozen).
    const [promo] = await t.db
      .select({ id: variants.id })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(sql`${products.name}->>'fr' like 'Fiprozen%'`)
      .limit(1);
    const current = await sync(t.app, vet, null, []);
    if (current.statusCode === 200) {
      const c = cartOf(current);
      await sync(
        t.app,
        vet,
        c.uuid,
        c.lines.map((l) => tx(l.product_id, -l.qty, l.options)),
      );
    }
    const cart = cartOf(await sync(t.app, vet, null, [tx(promo!.id, 10)]));
    const placed = await t.app.inject({
      method: 'POST',
      url: '/carts/confirm',
      headers: { cookie: vet, 'accept-language': 'fr' },
      payload: { uuid: cart.uuid },
    });
    expect(placed.statusCode).toBe(201);
    const id = placed.json<SaleDetail>().id;
    const free = async (lang: Locale) =>
      (await get(`/sales/${id}`, lang)).json<SaleDetail>().lines.find((l) => l.kind === 'free_goods')?.name;
    expect(await free('fr')).toBe(`${await catalogueName(promo!.id, 'fr')} (gratuit, promotion 10 + 1)`);
    expect(await free('en')).toBe(`${await catalogueName(promo!.id, 'en')} (free, promotion 10 + 1)`);
    expect(await free('nl')).toBe(`${await catalogueName(promo!.id, 'nl')} (gratis, promotie 10 + 1)`);
  });
});
