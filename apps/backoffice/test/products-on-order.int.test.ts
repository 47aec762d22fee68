import type { BackorderLine, ProductsOnOrderList, SaleDetail, SalesList } from '@vetshop/contract';
import { queryRows, saleOrderLines, saleOrders } from '@vetshop/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from './harness';

/*
 * Issue 9 §3 and §6 against the demo data: the vet's open orders BACKORDER-E2E (phone: 'cheap' VS-000013-1
 * 6 ordered, 1 delivered, 5 to follow; made-to-order VS-000011-1 1 to follow) and BACKORDER-DEMO (fax:
 * 'accents' VS-000015-1 4 ordered, 2 to follow). This file has its own copy of the database.
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

const get = (url: string, cookie = vet, lang = 'fr') =>
  t.app.inject({ method: 'GET', url, headers: { cookie, 'accept-language': lang } });
const cancel = (id: number, quantity: unknown, cookie = vet, lang = 'fr') =>
  t.app.inject({
    method: 'POST',
    url: `/products_on_order/cancel/${id}`,
    headers: { cookie, 'accept-language': lang },
    payload: { quantity },
  });
const list = async (query = '') => (await get(`/products_on_order${query}`)).json<ProductsOnOrderList>();
const lineOf = async (sku: string) => (await list('?per_page=100')).items.find((l) => l.sku === sku)!;
const cents = (x: number) => Math.round(x * 100);

async function order(id: number) {
  const [row] = await t.db.select().from(saleOrders).where(eq(saleOrders.id, id));
  return row!;
}

describe('GET products_on_order', () => {
  it("lists the lines of the customer's open orders still to deliver, newest order first", async () => {
    const res = await get('/products_on_order', vet, 'en');
    expect(res.statusCode).toBe(200);
    const body = res.json<ProductsOnOrderList>();
    expect(body.count).toBe(3);
    expect(body.items.map((l) => l.sku)).toEqual(['VS-000013-1', 'VS-000011-1', 'VS-000015-1']);
    expect(body.items[0]).toMatchObject({
      customer_ref: 'BACKORDER-E2E',
      qty_ordered: 6,
      qty_delivered: 1,
      qty_to_deliver: 5,
      qty_in_backorder: 5,
      qty_cancellable: 5,
      has_backorder: true,
      is_mto: false,
      product_family: 'equipment',
    });
    expect(body.items[0]!.description).toMatch(/Hypodermic needles/);
    expect(body.items[0]!.order_ref).toMatch(/^S\d{4}-\d{6}$/);
    expect(body.items[1]).toMatchObject({ is_mto: true, qty_cancellable: 0, qty_in_backorder: 1 });
  });

  it('filters by restriction (backorders, mto) and product family, and pages', async () => {
    expect((await list('?restricts[]=mto')).items.map((l) => l.sku)).toEqual(['VS-000011-1']);
    expect((await list('?restricts[]=backorders')).count).toBe(3);
    expect((await list('?families[]=meds')).items.map((l) => l.sku)).toEqual(['VS-000015-1']);
    expect((await list('?families[]=meds&families[]=equipment')).count).toBe(3);
    expect((await list('?families[]=food,meds')).count).toBe(1);
    expect((await list('?families[]=meds&restricts[]=mto')).count).toBe(0);
    const page2 = await list('?per_page=2&page=2');
    expect(page2).toMatchObject({ count: 3 });
    expect(page2.items.map((l) => l.sku)).toEqual(['VS-000015-1']);
    expect(await list('?per_page=2&page=5')).toEqual({ count: 3, items: [] });
  });

  it('refuses unknown filters and pages with a localised 400, and answers 401 without a session', async () => {
    const bad = await get('/products_on_order?restricts[]=all', vet, 'nl');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_failed',
      message: 'De verzonden gegevens zijn ongeldig.',
    });
    expect((await get('/products_on_order?families[]=toys')).statusCode).toBe(400);
    expect((await get('/products_on_order?per_page=0')).statusCode).toBe(400);
    expect((await get('/products_on_order', '')).statusCode).toBe(401);
  });

  it('gives another customer only its own lines', async () => {
    const theirs = (await get('/products_on_order?per_page=100', pharma)).json<ProductsOnOrderList>();
    expect(theirs.items.some((l) => l.customer_ref?.startsWith('BACKORDER-'))).toBe(false);
  });
});

describe('GET products_on_order/{id}', () => {
  it("answers one line by its order line id; another customer's line is a 404", async () => {
    const line = await lineOf('VS-000015-1');
    const res = await get(`/products_on_order/${line.order_line_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<BackorderLine>()).toEqual(line);
    const theirs = await get(`/products_on_order/${line.order_line_id}`, pharma, 'en');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({
      code: 'backorder_line_not_found',
      message: 'This product is not on order for your account.',
    });
    expect((await get('/products_on_order/abc')).statusCode).toBe(400);
  });

  it('is a 404 for a line fully delivered', async () => {
    const [delivered] = await queryRows<{ id: number }>(
      t.db,
      sql`select l.id from sale_order_lines l join sale_orders o on o.id = l.order_id
          join users u on u.customer_id = o.customer_id
          where u.login = 'vet@demo.test' and o.delivered and l.kind = 'product' limit 1`,
    );
    expect((await get(`/products_on_order/${delivered!.id}`)).statusCode).toBe(404);
  });
});

describe('POST products_on_order/cancel/{id}', () => {
  it('refuses a quantity outside 1..backorder with the spec message, in the language asked, and changes nothing', async () => {
    const line = await lineOf('VS-000013-1');
    for (const [quantity, lang, message] of [
      [0, 'fr', 'Vous devez choisir une quantité entre 1 et 5'],
      [6, 'nl', 'U moet een hoeveelheid tussen 1 en 5 kiezen'],
      [2.5, 'en', 'You must choose a quantity between 1 and 5'],
    ] as const) {
      const res = await cancel(line.order_line_id, quantity, vet, lang);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'backorder_quantity_invalid',
        message,
        fields: [{ path: 'body.quantity', message }],
      });
    }
    const bad = await cancel(line.order_line_id, 'two');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed', fields: [{ path: 'body.quantity' }] });
    expect(await lineOf('VS-000013-1')).toEqual(line);
  });

  it('refuses a made-to-order line and says why', async () => {
    const mto = await lineOf('VS-000011-1');
    const res = await cancel(mto.order_line_id, 1, vet, 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'backorder_made_to_order',
      message: 'This product is made to order for you: its order cannot be canceled.',
    });
  });

  it("answers another customer's line with a 404 and leaves it untouched", async () => {
    const line = await lineOf('VS-000015-1');
    const res = await cancel(line.order_line_id, 1, pharma);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'backorder_line_not_found' });
    expect(await lineOf('VS-000015-1')).toEqual(line);
    expect((await cancel(line.order_line_id, 1, '')).statusCode).toBe(401);
  });

  it('cancels part of a backorder: the line, the order totals and the order detail follow', async () => {
    const line = await lineOf('VS-000015-1');
    const before = (await get(`/sales/${line.order_id}`)).json<SaleDetail>();
    const res = await cancel(line.order_line_id, 1);
    expect(res.statusCode).toBe(200);
    expect(res.json<BackorderLine>()).toMatchObject({
      qty_in_backorder: 1,
      qty_canceled: 1,
      qty_to_deliver: 1,
      qty_cancellable: 1,
    });
    const after = (await get(`/sales/${line.order_id}`)).json<SaleDetail>();
    const detailLine = after.lines.find((l) => l.id === line.order_line_id)!;
    expect(detailLine).toMatchObject({ qty: 4, qty_delivered: 2, qty_unavailable: 1, qty_canceled: 1 });
    // 3 units billed instead of 4.
    const unit = cents(detailLine.net_price);
    expect(cents(detailLine.amount.untaxed)).toBe(unit * 3);
    expect(cents(after.amount.goods)).toBe(cents(before.amount.goods) - unit);
    // The order's amounts add up from its lines.
    const untaxed = after.lines.reduce((s, l) => s + cents(l.amount.untaxed), 0);
    const tax = after.lines.reduce((s, l) => s + cents(l.amount.tax), 0);
    expect(cents(after.amount.untaxed)).toBe(untaxed);
    expect(cents(after.amount.tax)).toBe(tax);
    expect(cents(after.amount.total)).toBe(untaxed + tax);
    expect(after.state).toBe('sale');
  });

  it('never cancels more than the backorder when two cancellations run at once', async () => {
    const line = await lineOf('VS-000013-1');
    expect(line.qty_in_backorder).toBe(5);
    const answers = await Promise.all([cancel(line.order_line_id, 3), cancel(line.order_line_id, 3)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const refused = answers.find((r) => r.statusCode === 422)!;
    expect(refused.json()).toMatchObject({ message: 'Vous devez choisir une quantité entre 1 et 2' });
    const [row] = await t.db.select().from(saleOrderLines).where(eq(saleOrderLines.id, line.order_line_id));
    expect(row).toMatchObject({ qtyBackorder: 2, qtyCanceled: 3 });
  });

  it('applies the low-order fee rule to the order, closes an order with nothing left to deliver', async () => {
    // Make the accents order weigh 150 € exactly with no fee, alone among the open orders.
    const line = await lineOf('VS-000015-1');
    const o = await order(line.order_id);
    await t.db.execute(sql`update sale_orders set delivered = true, state = 'done'
      where customer_id = ${o.customerId} and id <> ${o.id} and state = 'sale'`);
    await t.db.execute(sql`update sale_order_lines set net_price_cents = 5000, amount_untaxed_cents = 15000,
      amount_tax_cents = 900, tax_rate_bp = 600 where id = ${line.order_line_id}`);
    await t.db.execute(sql`delete from sale_order_lines where order_id = ${o.id} and kind = 'fee'`);
    await t.db.execute(sql`update sale_orders set amount_goods_cents = 15000, amount_fee_cents = 0
      where id = ${o.id}`);

    // 3 billed (1 cancelled before) → 2 billed = 100 € < 150 €: the fee is charged, with its line.
    expect((await cancel(line.order_line_id, 1, vet, 'nl')).statusCode).toBe(200);
    const sale = (await get(`/sales/${o.id}`, vet, 'nl')).json<SaleDetail>();
    expect(sale.amount).toMatchObject({ goods: 100, fee: 10.5 });
    expect(sale.lines.find((l) => l.kind === 'fee')).toMatchObject({
      name: 'Bijdrage in de kosten (kleine bestelling)',
      amount: { untaxed: 10.5 },
    });
    // Nothing left to follow: the order is delivered (2 delivered, 2 cancelled).
    expect(sale.state).toBe('done');
    const [row] = await t.db.select().from(saleOrderLines).where(eq(saleOrderLines.id, line.order_line_id));
    expect(row).toMatchObject({ qtyBackorder: 0, qtyCanceled: 2, qtyDelivered: 2 });
    expect(await order(o.id)).toMatchObject({ state: 'done', delivered: true });
    expect((await get(`/products_on_order/${line.order_line_id}`)).statusCode).toBe(404);
  });
});

describe('GET orders (sale_channel, state)', () => {
  it('lists the orders of one sale channel, in the shape of GET sales', async () => {
    const all = (await get('/sales?page_size=100')).json<SalesList>();
    for (const channel of ['fax', 'phone', 'web'] as const) {
      const res = await get(`/orders?sale_channel=${channel}&page_size=100`);
      expect(res.statusCode).toBe(200);
      const body = res.json<SalesList>();
      expect(body.count).toBe(all.items.filter((i) => i.sale_channel === channel).length);
      expect(body.items.every((i) => i.sale_channel === channel)).toBe(true);
    }
    const fax = (await get('/orders?sale_channel=fax')).json<SalesList>();
    expect(fax.count).toBeGreaterThanOrEqual(1);
    const everything = (await get('/orders?page_size=100')).json<SalesList>();
    expect(everything).toEqual(all);
  });

  it('filters by state and pages with the filter kept', async () => {
    const done = (await get('/orders?state=done&page_size=5&page=2')).json<SalesList>();
    expect(done.items.every((i) => i.state === 'done')).toBe(true);
    expect(done.count).toBeGreaterThan(5);
    const first = (await get('/orders?state=done&page_size=5')).json<SalesList>();
    expect(first.items.some((i) => done.items.some((j) => j.id === i.id))).toBe(false);
  });

  it('refuses an unknown channel with a localised 400 and needs a session', async () => {
    const res = await get('/orders?sale_channel=pigeon', vet, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', message: 'The data sent is not valid.' });
    expect((await get('/orders', '')).statusCode).toBe(401);
    const theirs = (await get('/orders?page_size=100', pharma)).json<SalesList>();
    const mine = (await get('/orders?page_size=100')).json<SalesList>();
    expect(theirs.items.some((i) => mine.items.some((j) => j.id === i.id))).toBe(false);
  });
});

describe('OpenAPI document', () => {
  it('documents the products-on-order and orders calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(doc.paths['/products_on_order']).toHaveProperty('get');
    expect(doc.paths['/products_on_order/{id}']).toHaveProperty('get');
    expect(doc.paths['/products_on_order/cancel/{id}']).toHaveProperty('post');
    expect(doc.paths['/orders']).toHaveProperty('get');
  });
});
