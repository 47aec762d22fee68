import { queryRows, quotationLines, quotations } from '@vetshop/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, login, pickVariants, type TestApp } from './harness';

/**
 * Issue 10 §1 follow-up: the quotation lists (the buyer's `GET /quotations` and the staff's
 * `GET /staff/quotations`) give each quotation the total its detail shows (`summary.total`, the cart's domain
 * totals) in a constant number of queries whatever the page size: hundreds of quotations of ten lines, some
 * quoted by the staff, one accepted with its own undelivered order, customers of different pricelists.
 */
let t: TestApp;
let pharma: string;
let student: string;
let staff: string;
const ROWS = 300;

type ListItem = { id: number; line_count: number; amount_total: number; quotation_state: string };
type List = { count: number; items: ListItem[] };
type Detail = { lines: unknown[]; summary: { total: number } };

async function customerOf(loginName: string): Promise<number> {
  const [row] = await queryRows<{ customer_id: number }>(
    t.db,
    sql`select customer_id from users where login = ${loginName}`,
  );
  return row!.customer_id;
}

/**
 * `count` quotations of ten lines for a customer, written straight to the tables (the API's own calls are
 * tested in quotations.int.test.ts): every third one sent with the staff's prices on half its lines (the
 * others keep the buyer's price), quantities from 1 to 13 so quantity tiers and promotions apply.
 */
async function seedQuotations(customerId: number, prefix: string, count: number, products: number[]) {
  const rows = await t.db
    .insert(quotations)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `${prefix}-${String(i).padStart(4, '0')}`,
        customerId,
        state: i % 3 === 0 ? ('waiting_acceptation' as const) : ('draft' as const),
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    )
    .returning({ id: quotations.id });
  const lines = rows.flatMap(({ id }, i) =>
    Array.from({ length: 10 }, (_, k) => {
      const quoted = i % 3 === 0 && k % 2 === 0;
      return {
        quotationId: id,
        variantId: products[(i + k * 7) % products.length]!,
        sequence: k,
        quantity: 1 + ((i * 5 + k) % 13),
        quoted,
        quotedUnitPriceCents: quoted ? 1000 + i * 13 + k : null,
        quotedDiscountBp: quoted ? (k * 250) % 3000 : 0,
      };
    }),
  );
  for (let i = 0; i < lines.length; i += 1000)
    await t.db.insert(quotationLines).values(lines.slice(i, i + 1000));
  return rows.map((r) => r.id);
}

/** Statements the database client runs during `task` (both drivers: PGlite and a node-postgres pool). */
async function statementsDuring(task: () => Promise<unknown>): Promise<number> {
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    await task();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

async function json<T>(cookie: string, url: string): Promise<T> {
  const res = await get(cookie, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

beforeAll(async () => {
  t = await createTestApp();
  pharma = await login(t.app, 'pharma@demo.test');
  student = await login(t.app, 'student@demo.test');
  staff = await login(t.app, 'staff@demo.test');
  const picks = [
    ...(await pickVariants(t.db, { role: 'pharmacist', count: 40 })).slice(-25),
    // Priced for no one: a line the list and the detail both value at 0.
    ...(await pickVariants(t.db, { role: 'veterinary', orderMode: 'quotation', count: 1 })),
  ].map((p) => p.id);
  const pharmaIds = await seedQuotations(await customerOf('pharma@demo.test'), 'QLIST-P', ROWS, picks);
  await seedQuotations(await customerOf('student@demo.test'), 'QLIST-S', 30, picks);
  // An accepted quotation whose order the pharmacist still awaits: its own order is left out of the low-order
  // fee's basis, in the list as in the detail.
  const [order] = await queryRows<{ id: number }>(
    t.db,
    sql`select o.id from sale_orders o join users u on u.customer_id = o.customer_id
        where u.login = 'pharma@demo.test' and o.state = 'sale' and not o.delivered order by o.id limit 1`,
  );
  expect(order, 'the demo pharmacist has an undelivered order').toBeDefined();
  await t.db.execute(
    sql`update quotations set state = 'accepted', sale_id = ${order!.id} where id = ${pharmaIds[1]!}`,
  );
}, 120_000);
afterAll(() => t.close());

describe("the buyer's list", () => {
  it('gives each of 300 quotations the total and line count of its detail', async () => {
    const list = await json<List>(pharma, '/quotations?page_size=999');
    expect(list.count).toBe(ROWS);
    expect(list.items).toHaveLength(ROWS);
    expect(list.items.some((i) => i.quotation_state === 'accepted')).toBe(true);
    for (const item of list.items) {
      const detail = await json<Detail>(pharma, `/quotations/${item.id}`);
      expect({ id: item.id, total: item.amount_total, lines: item.line_count }).toEqual({
        id: item.id,
        total: detail.summary.total,
        lines: detail.lines.length,
      });
    }
    // Not all the same: the totals really follow the lines.
    expect(new Set(list.items.map((i) => i.amount_total)).size).toBeGreaterThan(100);
  }, 120_000);

  it('runs as many statements for 999 quotations as for 5', async () => {
    await get(pharma, '/quotations?page_size=5'); // warm caches (session, carriers)
    const few = await statementsDuring(() => get(pharma, '/quotations?page_size=5'));
    const all = await statementsDuring(() => get(pharma, '/quotations?page_size=999'));
    expect(few).toBeGreaterThan(0);
    expect(all).toBe(few);
    expect(all).toBeLessThan(15);
  });

  it('prices with each customer its own pricelist: the student sees its own totals', async () => {
    const list = await json<List>(student, '/quotations?page_size=999');
    expect(list.count).toBeGreaterThanOrEqual(30);
    for (const item of list.items)
      expect(item.amount_total).toBe((await json<Detail>(student, `/quotations/${item.id}`)).summary.total);
  });
});

describe("the staff's queue", () => {
  it("gives each quotation of many customers its detail's total", async () => {
    for (const state of ['draft', 'waiting_acceptation']) {
      const list = await json<List>(staff, `/staff/quotations?quotation_state=${state}&page_size=100`);
      expect(list.items.length).toBe(100);
      for (const item of list.items) {
        const detail = await json<Detail>(staff, `/staff/quotations/${item.id}`);
        expect({ id: item.id, total: item.amount_total, lines: item.line_count }).toEqual({
          id: item.id,
          total: detail.summary.total,
          lines: detail.lines.length,
        });
      }
    }
  }, 120_000);

  it('runs as many statements for a page of 100 as for a page of 2, whatever the customers', async () => {
    const url = (n: number) => `/staff/quotations?quotation_state=draft&page_size=${n}`;
    await get(staff, url(2));
    const few = await statementsDuring(() => get(staff, url(2)));
    const page = await statementsDuring(() => get(staff, url(100)));
    expect(few).toBeGreaterThan(0);
    expect(page).toBe(few);
    expect(page).toBeLessThan(15);
  });
});
