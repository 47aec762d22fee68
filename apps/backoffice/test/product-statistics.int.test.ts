import type { Cart, ProductMonthlyOrdered } from '@vetshop/contract';
import { queryRows } from '@vetshop/db';
import { todayIso } from '@vetshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartOf, createTestApp, login, sync, tx, type TestApp } from './harness';

/**
 * Issue 17 §6: the product page's stats tab — GET sale_statistics/monthly_ordered/product/{product_id}, the
 * signed-in customer's own units of one variant by month over this month and the 11 before.
 */
let t: TestApp;
let vet: string;
let pharma: string;
let staff: string;
/** 'Sérum physiologique' (VS-000015-1): the vet's demo order BACKORDER-DEMO holds 4 of it, 6 days ago. */
let serum: number;

beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
  pharma = await login(t.app, 'pharma@demo.test');
  staff = await login(t.app, 'staff@demo.test');
  const [row] = await queryRows<{ id: number }>(t.db, sql`SELECT id FROM variants WHERE sku = 'VS-000015-1'`);
  serum = Number(row!.id);
});
afterAll(() => t.close());

const url = (id: number | string) => `/sale_statistics/monthly_ordered/product/${id}`;
const get = (path: string, cookie: string, lang = 'fr') =>
  t.app.inject({ method: 'GET', url: path, headers: { cookie, 'accept-language': lang } });
const stats = async (cookie: string, id = serum) =>
  (await get(url(id), cookie)).json<ProductMonthlyOrdered>();

/** The customer's units of the variant by 'YYYY-MM' (Brussels), straight from the order lines. */
async function unitsByMonth(login: string, variantId: number): Promise<Map<string, number>> {
  const rows = await queryRows<{ ym: string; qty: string }>(
    t.db,
    sql`SELECT to_char((o.date_order AT TIME ZONE 'Europe/Brussels')::date, 'YYYY-MM') AS ym, sum(l.qty) AS qty
        FROM sale_order_lines l JOIN sale_orders o ON o.id = l.order_id JOIN users u ON u.customer_id = o.customer_id
        WHERE u.login = ${login} AND l.variant_id = ${variantId} AND l.kind = 'product' AND o.state <> 'cancel'
        GROUP BY 1`,
  );
  return new Map(rows.map((r) => [r.ym, Number(r.qty)]));
}
const ym = (m: { year: number; month: number }) => `${m.year}-${String(m.month).padStart(2, '0')}`;

async function order(cookie: string, variantId: number, qty: number): Promise<number> {
  // Empty whatever the demo or another test left in the cart, then the one line.
  const current = await sync(t.app, cookie, null, []);
  if (current.statusCode === 200) {
    const c: Cart = cartOf(current);
    await sync(
      t.app,
      cookie,
      c.uuid,
      c.lines.map((l) => tx(l.product_id, -l.qty, l.options)),
    );
  }
  const cart = cartOf(await sync(t.app, cookie, null, [tx(variantId, qty)]));
  const res = await t.app.inject({
    method: 'POST',
    url: '/carts/confirm',
    headers: { cookie },
    payload: { uuid: cart.uuid },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}

describe('sale_statistics/monthly_ordered/product/{product_id}', () => {
  it("the vet's months of the serum: twelve, ending this month, each the units of its own orders", async () => {
    const res = await get(url(serum), vet);
    expect(res.statusCode).toBe(200);
    const s = res.json<ProductMonthlyOrdered>();
    expect(s.product_id).toBe(serum);
    expect(s.months).toHaveLength(12);
    expect(ym(s.months[11]!)).toBe(todayIso().slice(0, 7));
    const expected = await unitsByMonth('vet@demo.test', serum);
    for (const m of s.months) expect(m.quantity, ym(m)).toBe(expected.get(ym(m)) ?? 0);
    // BACKORDER-DEMO: 4 units 6 days ago, in this month or the last.
    expect(s.total_quantity).toBeGreaterThanOrEqual(4);
    expect(s.total_quantity).toBe(s.months.reduce((a, m) => a + m.quantity, 0));
    expect(s.date_last_ordered).not.toBeNull();
  });

  it("counts only the caller's own orders: the pharmacist's order is theirs, never the vet's", async () => {
    const vetBefore = await stats(vet);
    const pharmaBefore = await stats(pharma);
    const orderId = await order(pharma, serum, 7);
    const pharmaAfter = await stats(pharma);
    expect(pharmaAfter.months[11]!.quantity).toBe(pharmaBefore.months[11]!.quantity + 7);
    expect(pharmaAfter.months[11]!.orders).toBe(pharmaBefore.months[11]!.orders + 1);
    expect(pharmaAfter.date_last_ordered).not.toBeNull();
    expect(await stats(vet)).toEqual(vetBefore);
    // A cancelled order is not a purchase.
    await t.db.execute(sql`UPDATE sale_orders SET state = 'cancel' WHERE id = ${orderId}`);
    expect((await stats(pharma)).months[11]!.quantity).toBe(pharmaBefore.months[11]!.quantity);
  });

  it('a variant never ordered (or an unknown id) is twelve zero months, not a 404', async () => {
    const [never] = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT v.id FROM variants v WHERE NOT EXISTS (
            SELECT 1 FROM sale_order_lines l JOIN sale_orders o ON o.id = l.order_id JOIN users u ON u.customer_id = o.customer_id
            WHERE l.variant_id = v.id AND u.login = 'vet@demo.test') ORDER BY v.id LIMIT 1`,
    );
    for (const id of [Number(never!.id), 2_000_000_000]) {
      const s = await stats(vet, id);
      expect(s.total_quantity, String(id)).toBe(0);
      expect(s.months.every((m) => m.quantity === 0 && m.orders === 0)).toBe(true);
      expect(s.date_last_ordered).toBeNull();
    }
  });

  it('bad ids are a 400 validation_failed; 401 without a session, 403 for staff', async () => {
    for (const bad of ['abc', '0', '-1', '2147483648', '1.5']) {
      const res = await get(url(bad), vet, 'en');
      expect(res.statusCode, bad).toBe(400);
      expect(res.json(), bad).toMatchObject({ statusCode: 400, code: 'validation_failed' });
    }
    expect((await t.app.inject({ method: 'GET', url: url(serum) })).statusCode).toBe(401);
    expect((await get(url(serum), staff)).statusCode).toBe(403);
  });

  it('leaves monthly_ordered/{year} as it was (the year, not a product)', async () => {
    const year = Number(todayIso().slice(0, 4));
    const res = await get(`/sale_statistics/monthly_ordered/${year}`, vet);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ year });
  });

  it('is documented in the OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(doc.paths).toHaveProperty(['/sale_statistics/monthly_ordered/product/{product_id}']);
  });
});
