import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from './harness';

let t: TestApp;
let vet: string;
beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
});
afterAll(() => t.close());

const get = (url: string, cookie = vet, lang = 'fr') =>
  t.app.inject({ method: 'GET', url, headers: { cookie, 'accept-language': lang } });

describe('sales history', () => {
  it('pages the history, 10 per page and page 1 by default, newest first', async () => {
    const first = (await get('/sales')).json();
    expect(first.count).toBeGreaterThan(10);
    expect(first.items).toHaveLength(10);
    const dates = first.items.map((i: { date_order: string }) => i.date_order);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = (await get('/sales?page=2&page_size=10')).json();
    expect(second.count).toBe(first.count);
    const ids = new Set(first.items.map((i: { id: number }) => i.id));
    expect(second.items.some((i: { id: number }) => ids.has(i.id))).toBe(false);
    const small = (await get('/sales?page_size=3')).json();
    expect(small.items).toHaveLength(3);
    expect(small.items[0].state_label).toMatch(/\S/);
  });

  it('shows an order with ordered, delivered, to-follow and cancelled quantities and consistent amounts', async () => {
    const list = (await get('/sales?page_size=50')).json();
    const res = await get(`/sales/${list.items[0].id}`, vet, 'en');
    expect(res.statusCode).toBe(200);
    const sale = res.json();
    expect(sale.lines.length).toBeGreaterThan(0);
    for (const l of sale.lines) {
      expect(l).toHaveProperty('qty_delivered');
      expect(l).toHaveProperty('qty_unavailable');
      expect(l).toHaveProperty('qty_canceled');
    }
    const cents = (x: number) => Math.round(x * 100);
    expect(cents(sale.amount.total)).toBe(cents(sale.amount.untaxed) + cents(sale.amount.tax));
    expect(sale.delivery).toHaveProperty('address');
    expect(sale.invoicing).toHaveProperty('address');
  });

  it("another customer's order is a 404, a bad id a 400", async () => {
    const list = (await get('/sales?page_size=1')).json();
    const pharma = await login(t.app, 'pharma@demo.test');
    const res = await get(`/sales/${list.items[0].id}`, pharma, 'nl');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'sale_not_found', message: 'Deze bestelling bestaat niet.' });
    expect((await get('/sales/abc')).statusCode).toBe(400);
    expect((await get('/sales?page=0')).statusCode).toBe(400);
  });

  it("lists the customer's most ordered products, most units first", async () => {
    const res = await get('/sale_statistics/top_ordered?per_page=5');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(5);
    const counts = body.items.map((i: { ordered_count: number }) => i.ordered_count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(['meds', 'food', 'equipment', 'other']).toContain(body.items[0].product_family);
    const unauth = await t.app.inject({ method: 'GET', url: '/sale_statistics/top_ordered' });
    expect(unauth.statusCode).toBe(401);
  });
});
