import type { FiveYears, KeyFigures, LoyaltyCard, MonthlyOrdered, TopOrdered } from '@vetshop/contract';
import { queryRows } from '@vetshop/db';
import { todayIso } from '@vetshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartOf, createTestApp, login, pickVariants, sync, tx, type TestApp } from './harness';

/** Issue 9 §1: the dashboard's calls (statistics, the year-end rebate card) and the cart's year_end_rebate. */
let t: TestApp;
let vet: string;
let pharma: string;
let student: string;
let staff: string;
const year = Number(todayIso().slice(0, 4));

beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
  pharma = await login(t.app, 'pharma@demo.test');
  student = await login(t.app, 'student@demo.test');
  staff = await login(t.app, 'staff@demo.test');
});
afterAll(() => t.close());

const get = (url: string, cookie = vet, lang = 'fr') =>
  t.app.inject({ method: 'GET', url, headers: { cookie, 'accept-language': lang } });
const cents = (x: number) => Math.round(x * 100);

async function customerIdOf(login: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.db,
    sql`SELECT customer_id AS id FROM users WHERE login = ${login}`,
  );
  return Number(row?.id);
}

describe('sale_statistics', () => {
  it('key figures: orders and expenses this year match the monthly figures; backorders counted per customer', async () => {
    const figures = (await get('/sale_statistics/key_figures')).json<KeyFigures>();
    const monthly = (await get(`/sale_statistics/monthly_ordered/${year}`)).json<MonthlyOrdered>();
    expect(figures.year).toBe(year);
    expect(figures.orders_this_year).toBe(monthly.months.reduce((a, m) => a + m.orders, 0));
    expect(cents(figures.amount_this_year)).toBe(cents(monthly.total));
    expect(figures.amount_last_year_to_date).toBeGreaterThanOrEqual(0);
    const vetId = await customerIdOf('vet@demo.test');
    const [row] = await queryRows<{ n: string }>(
      t.db,
      sql`SELECT count(*) AS n FROM sale_order_lines l JOIN sale_orders o ON o.id = l.order_id
          WHERE o.customer_id = ${vetId} AND o.state <> 'cancel' AND l.qty_backorder > 0`,
    );
    expect(figures.open_backorders).toBe(Number(row?.n));
  });

  it('monthly_ordered/{year}: twelve months, the average over the months begun, the family split adds up', async () => {
    const res = await get(`/sale_statistics/monthly_ordered/${year}`);
    expect(res.statusCode).toBe(200);
    const m = res.json<MonthlyOrdered>();
    expect(m.months.map((x) => x.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const total = m.months.reduce((a, x) => a + cents(x.amount), 0);
    expect(cents(m.total)).toBe(total);
    const f = m.families;
    expect(cents(f.food) + cents(f.meds) + cents(f.equipment) + cents(f.other)).toBe(total);
    expect(m.months_counted).toBe(Number(todayIso().slice(5, 7)));
    expect(Math.abs(cents(m.average) - Math.round(total / m.months_counted))).toBeLessThanOrEqual(1);
    // A year without orders answers zeros, not a 404.
    const empty = (await get('/sale_statistics/monthly_ordered/2001')).json<MonthlyOrdered>();
    expect(empty).toMatchObject({ total: 0, average: 0, months_counted: 12 });
  });

  it('five_years: this year and the four before, oldest first, this year as in the monthly figures', async () => {
    const f = (await get('/sale_statistics/five_years')).json<FiveYears>();
    expect(f.years.map((y) => y.year)).toEqual([year - 4, year - 3, year - 2, year - 1, year]);
    const monthly = (await get(`/sale_statistics/monthly_ordered/${year}`)).json<MonthlyOrdered>();
    expect(cents(f.years[4]!.amount)).toBe(cents(monthly.total));
    expect(f.years.reduce((a, y) => a + y.orders, 0)).toBeGreaterThan(0);
  });

  it('each customer sees only its own figures', async () => {
    const mine = (await get('/sale_statistics/five_years')).json<FiveYears>();
    const theirs = (await get('/sale_statistics/five_years', pharma)).json<FiveYears>();
    const pharmaId = await customerIdOf('pharma@demo.test');
    const [row] = await queryRows<{ n: string }>(
      t.db,
      sql`SELECT count(*) AS n FROM sale_orders WHERE customer_id = ${pharmaId} AND state <> 'cancel'
          AND date_order >= make_date(${year - 4}, 1, 1)`,
    );
    expect(theirs.years.reduce((a, y) => a + y.orders, 0)).toBe(Number(row?.n));
    expect(theirs).not.toEqual(mine);
  });

  it('top_ordered filters by family, promotion and supplier discount', async () => {
    const all = (await get('/sale_statistics/top_ordered?per_page=100')).json<TopOrdered>();
    expect(all.count).toBeGreaterThan(0);
    for (const family of ['meds', 'food', 'equipment'] as const) {
      const one = (
        await get(`/sale_statistics/top_ordered?per_page=100&filter=${family}`)
      ).json<TopOrdered>();
      expect(one.items.every((i) => i.product_family === family)).toBe(true);
      expect(one.count).toBe(all.items.filter((i) => i.product_family === family).length);
    }
    const promos = (
      await get('/sale_statistics/top_ordered?per_page=100&filter=promotions')
    ).json<TopOrdered>();
    expect(promos.items.every((i) => i.has_promotion)).toBe(true);
    expect(promos.count).toBe(all.items.filter((i) => i.has_promotion).length);
    const families = (
      await get('/sale_statistics/top_ordered?per_page=100&product_families=food,equipment')
    ).json<TopOrdered>();
    expect(families.items.every((i) => i.product_family === 'food' || i.product_family === 'equipment')).toBe(
      true,
    );
    const supplier = (
      await get('/sale_statistics/top_ordered?per_page=100&supplier_discount_only=true')
    ).json<TopOrdered>();
    expect(supplier.count).toBeLessThanOrEqual(promos.count);
    expect(supplier.items.every((i) => i.has_promotion)).toBe(true);
  });

  it('bad input is a 400 with the documented error body and a localised message', async () => {
    for (const url of [
      '/sale_statistics/monthly_ordered/abc',
      '/sale_statistics/monthly_ordered/1999',
      '/sale_statistics/monthly_ordered/99999',
      '/sale_statistics/top_ordered?filter=cheap',
      '/sale_statistics/top_ordered?product_families=toys',
      '/sale_statistics/top_ordered?supplier_discount_only=maybe',
      '/sale_statistics/top_ordered?per_page=1000',
    ]) {
      const res = await get(url, vet, 'nl');
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ statusCode: 400, code: 'validation_failed' });
      expect(res.json().message).toBe('De verzonden gegevens zijn ongeldig.');
    }
  });

  it('needs a customer: 401 without a session, 403 for staff', async () => {
    for (const url of [
      '/sale_statistics/key_figures',
      `/sale_statistics/monthly_ordered/${year}`,
      '/sale_statistics/five_years',
      '/loyalty/card/rfa/current',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await get(url, staff)).statusCode, url).toBe(403);
    }
  });
});

describe('OpenAPI', () => {
  it('documents the dashboard calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    for (const path of [
      '/sale_statistics/key_figures',
      '/sale_statistics/monthly_ordered/{year}',
      '/sale_statistics/five_years',
      '/sale_statistics/top_ordered',
      '/customer/sales_person',
      '/loyalty/card/rfa/current',
    ])
      expect(doc.paths, path).toHaveProperty([path]);
  });
});

describe('loyalty/card/rfa/current', () => {
  it("the vet's card of this year: programme, rules by sequence, dates around today, rebate from this year's purchases", async () => {
    const res = await get('/loyalty/card/rfa/current', vet, 'en');
    expect(res.statusCode).toBe(200);
    const card = res.json<LoyaltyCard>();
    const today = todayIso();
    expect(card.program.program_type).toBe('rfa');
    expect(card.program.name).toBe(`Year-end rebate ${year}`);
    expect(card.program.date_from! <= today && today <= card.program.date_to!).toBe(true);
    expect(card.program.rules.map((r) => r.sequence)).toEqual([1, 2, 3]);
    expect(card.program.rules[0]).toMatchObject({ name: 'Medicines', color: '#1d6fa5' });
    const figures = (await get('/sale_statistics/key_figures')).json<KeyFigures>();
    const r = card.year_end_rebate;
    expect(cents(r.total_acquired)).toBe(cents(figures.amount_this_year));
    expect(r.pending_order_amount).toBe(0);
    expect(r.potential).toBe(r.accrued);
    expect(r.min).toBe(2_500);
    expect(r.max).toBe(40_000);
    expect(cents(r.accrued)).toBe(Math.round((cents(r.total_acquired) * r.rate_bp) / 10_000));
  });

  it("no card valid today is a 204: the student's expired yesterday, the blocked customer has none", async () => {
    for (const cookie of [student, await login(t.app, 'blocked@demo.test')]) {
      const res = await get('/loyalty/card/rfa/current', cookie);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    }
  });

  it("a card counts only within its programme's dates: last year's on a day of last year, none next year", async () => {
    const lastYear = await createTestApp({ now: () => new Date(`${year - 1}-06-15T10:00:00Z`) });
    const nextYear = await createTestApp({ now: () => new Date(`${year + 1}-06-15T10:00:00Z`) });
    try {
      const past = await lastYear.app.inject({
        method: 'GET',
        url: '/loyalty/card/rfa/current',
        headers: { cookie: await login(lastYear.app, 'vet@demo.test') },
      });
      expect(past.statusCode).toBe(200);
      expect(past.json<LoyaltyCard>().program.date_to).toBe(`${year - 1}-12-31`);
      expect(past.json<LoyaltyCard>().program.name).toBe(`Remise de fin d’année ${year - 1}`);
      const future = await nextYear.app.inject({
        method: 'GET',
        url: '/loyalty/card/rfa/current',
        headers: { cookie: await login(nextYear.app, 'vet@demo.test') },
      });
      expect(future.statusCode).toBe(204);
    } finally {
      await Promise.all([lastYear.close(), nextYear.close()]);
    }
  });

  it("the cart's year_end_rebate takes the cart's goods as the pending order; null without a valid card", async () => {
    const [variant] = await pickVariants(t.db, { role: 'veterinary', minStock: 5 });
    const vetCart = cartOf(await sync(t.app, vet, null, [tx(variant!.id, 2)]));
    const rebate = vetCart.year_end_rebate;
    expect(rebate).not.toBeNull();
    expect(cents(rebate!.pending_order_amount)).toBe(cents(vetCart.amount_goods));
    expect(rebate!.potential).toBeGreaterThanOrEqual(rebate!.accrued);
    const [forStudent] = await pickVariants(t.db, { role: 'student', minStock: 5 });
    const studentCart = cartOf(await sync(t.app, student, null, [tx(forStudent!.id, 1)]));
    expect(studentCart.year_end_rebate).toBeNull();
  });
});
