import type { Cart, SaleDetail, StaffCoupon } from '@vetshop/contract';
import { queryRows } from '@vetshop/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartOf,
  createTestApp,
  login,
  pickVariants,
  sync,
  tx,
  type TestApp,
  type VariantPick,
} from './harness';
import { readPdf } from './pdf-text';
import { startSecondBackoffice, type SecondBackoffice } from './second-process';

/**
 * Promotion codes (issue 22 §4, decision 040): staff create and end them, a buyer applies one to the cart, its
 * discount is in the cart's and the order's totals, every refusal has its own message, an empty code does nothing,
 * and the limits hold when two orders use the last use at once.
 */

let t: TestApp;
let vet: string;
let pharma: string;
let staff: string;
let goods: VariantPick;
let gift: VariantPick;

beforeAll(async () => {
  t = await createTestApp();
  [vet, pharma, staff] = await Promise.all([
    login(t.app, 'vet@demo.test'),
    login(t.app, 'pharma@demo.test'),
    login(t.app, 'staff@demo.test'),
  ]);
  // A product the vet and the pharmacist may both buy, at 20 € or more, with stock for several orders.
  [goods, gift] = (await pickVariants(t.db, {
    role: 'veterinary',
    minStock: 50,
    minGrossCents: 2000,
    maxGrossCents: 6000,
    count: 2,
  })) as [VariantPick, VariantPick];
  // Only this file's orders count for the low-order fee.
  await t.db.execute(sql`update sale_orders set delivered = true, state = 'done' where state = 'sale'`);
});
afterAll(() => t.close());

const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function createCode(body: Record<string, unknown>, cookie = staff) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/staff/coupons',
    headers: { cookie },
    payload: body,
  });
  return res;
}
async function code(body: Record<string, unknown>): Promise<StaffCoupon> {
  const res = await createCode(body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<StaffCoupon>();
}

async function freshCart(cookie: string, qty: number): Promise<Cart> {
  const current = await sync(t.app, cookie, null, []);
  if (current.statusCode === 200) {
    const c = cartOf(current);
    await t.app.inject({ method: 'DELETE', url: '/carts/current/coupon', headers: { cookie } });
    await sync(
      t.app,
      cookie,
      c.uuid,
      c.lines.map((l) => tx(l.product_id, -l.qty, l.options)),
    );
  }
  return cartOf(await sync(t.app, cookie, null, [tx(goods.id, qty)]));
}

const apply = (cookie: string, payload: unknown, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/carts/current/coupon',
    headers: { cookie, 'accept-language': lang },
    payload: payload as object,
  });
const confirm = (cookie: string, uuid: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/carts/confirm',
    headers: { cookie, 'accept-language': lang },
    payload: { uuid },
  });

describe('a buyer applies a promotion code', () => {
  it('takes 10 % off the goods, as a line of the cart, in the totals; then the order keeps it', async () => {
    await code({ code: 'spring10', kind: 'percent', percent: 10 });
    const before = await freshCart(vet, 4);
    const res = await apply(vet, { code: '  Spring10 ' });
    expect(res.statusCode, res.body).toBe(200);
    const cart = res.json<Cart>();
    expect(cart.coupon).toMatchObject({
      code: 'SPRING10',
      kind: 'percent',
      label: '10 % off the products',
      applies: true,
      problem: null,
    });
    const discount = Math.round(before.amount_goods * 10) / 100;
    expect(cart.coupon!.discount).toBeCloseTo(discount, 2);
    expect(cart.amount.untaxed).toBeCloseTo(before.amount.untaxed - discount, 2);
    expect(cart.amount.total).toBeLessThan(before.amount.total);
    expect(cart.amount.discount_total).toBeCloseTo(before.amount.discount_total + discount, 2);

    const placed = await confirm(vet, cart.uuid);
    expect(placed.statusCode, placed.body).toBe(201);
    const sale = placed.json<SaleDetail>();
    expect(sale.amount.total).toBeCloseTo(cart.amount.total, 2);
    const couponLines = sale.lines.filter((l) => l.kind === 'coupon');
    expect(couponLines.length).toBeGreaterThan(0);
    expect(couponLines[0]!.name).toMatch(/^Promotion code SPRING10 \(VAT \d+ %\)$/);
    // The order's PDF names the code among its totals, and its total is the order's (the discount included).
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/sales/${sale.id}/download`,
      headers: { cookie: vet, 'accept-language': 'en' },
    });
    expect(pdf.statusCode).toBe(200);
    const text = readPdf(pdf.rawPayload).text.replace(/\s+/g, ' ');
    expect(text).toMatch(/Promotion code SPRING10 \(VAT \d+ %\) -?−?€?\s?-?[\d.,]+/);
    const total = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(
      sale.amount.total,
    );
    expect(text).toContain(total);
    const [used] = await queryRows<{ used_count: number }>(
      t.db,
      sql`select used_count from coupons where code = 'SPRING10'`,
    );
    expect(used!.used_count).toBe(1);
  });

  it('does nothing with an empty code (spec): no error, the cart as it was', async () => {
    const cart = await freshCart(vet, 1);
    for (const body of [{ code: '' }, { code: '   ' }, {}, { code: null }]) {
      const res = await apply(vet, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Cart>().coupon).toBeNull();
      expect(res.json<Cart>().amount.total).toBe(cart.amount.total);
    }
  });

  it('refuses each kind of unusable code with its own message, in the buyer language, and keeps the cart', async () => {
    await code({ code: 'OLD5', kind: 'percent', percent: 5, ends_on: dayFrom(-1) });
    await code({ code: 'SOON5', kind: 'percent', percent: 5, starts_on: dayFrom(3) });
    await code({ code: 'BIG100', kind: 'amount', amount: 15, min_order: 100_000 });
    await code({ code: 'ENDED5', kind: 'percent', percent: 5 }).then((c) =>
      t.app.inject({ method: 'POST', url: `/staff/coupons/${c.id}/end`, headers: { cookie: staff } }),
    );
    await freshCart(vet, 1);
    const cases: [string, string, string, RegExp][] = [
      ['NOPE', 'en', 'coupon_unknown', /does not exist/],
      ['old5', 'fr', 'coupon_expired', /n’est plus valable/],
      ['ENDED5', 'nl', 'coupon_expired', /niet meer geldig/],
      ['SOON5', 'en', 'coupon_not_started', /only valid from/],
      ['BIG100', 'en', 'coupon_min_order', /at least €100,000\.00 excl\. VAT .*to go/],
    ];
    for (const [typed, lang, errorCode, message] of cases) {
      const res = await apply(vet, { code: typed }, lang);
      expect(res.statusCode, `${typed}: ${res.body}`).toBe(422);
      expect(res.json()).toMatchObject({ code: errorCode });
      expect(res.json().message).toMatch(message);
    }
    const after = cartOf(await sync(t.app, vet, null, []));
    expect(after.coupon).toBeNull();
  });

  it('once per customer: a second order of the same customer is refused the code, another customer may use it', async () => {
    await code({ code: 'ONCE', kind: 'amount', amount: 5, per_customer_limit: 1 });
    const first = await freshCart(pharma, 2);
    expect((await apply(pharma, { code: 'ONCE' })).statusCode).toBe(200);
    expect((await confirm(pharma, first.uuid)).statusCode).toBe(201);
    await freshCart(pharma, 2);
    const again = await apply(pharma, { code: 'ONCE' });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('coupon_already_used');
    await freshCart(vet, 2);
    expect((await apply(vet, { code: 'ONCE' })).statusCode).toBe(200);
  });

  it('a code no longer valid at confirmation is taken off the cart and said, never applied or dropped silently', async () => {
    const c = await code({ code: 'LATE', kind: 'percent', percent: 20 });
    const cart = await freshCart(vet, 2);
    expect((await apply(vet, { code: 'LATE' })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: `/staff/coupons/${c.id}/end`, headers: { cookie: staff } });
    // The cart says it at once…
    const shown = cartOf(await sync(t.app, vet, null, []));
    expect(shown.coupon).toMatchObject({
      code: 'LATE',
      applies: false,
      discount: 0,
      problem: { code: 'coupon_expired' },
    });
    // …and the confirmation is refused with the reason, the code taken off.
    const refused = await confirm(vet, cart.uuid);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('coupon_expired');
    const after = cartOf(await sync(t.app, vet, null, []));
    expect(after.coupon).toBeNull();
    expect(after.state).not.toBe('confirmed');
    expect((await confirm(vet, cart.uuid)).statusCode).toBe(201);
  });

  it('a free product comes as a free line of the order', async () => {
    await code({ code: 'GIFT', kind: 'free_product', free_product_sku: gift.sku, free_qty: 2 });
    const cart = await freshCart(vet, 1);
    const applied = (await apply(vet, { code: 'gift' })).json<Cart>();
    expect(applied.coupon).toMatchObject({ kind: 'free_product', discount: 0, applies: true });
    expect(applied.coupon!.label).toMatch(/^2 × .+ free$/);
    const sale = (await confirm(vet, cart.uuid)).json<SaleDetail>();
    const free = sale.lines.find((l) => l.product_id === gift.id);
    expect(free).toMatchObject({ kind: 'free_goods', qty: 2 });
  });
});

describe('staff manage promotion codes', () => {
  it('list them with their status, refuse a taken code and bad input, and end one', async () => {
    const taken = await createCode({ code: 'SPRING10', kind: 'percent', percent: 5 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('coupon_code_taken');
    for (const bad of [
      { code: 'x', kind: 'percent', percent: 5 },
      { code: 'NOPERCENT', kind: 'percent' },
      { code: 'NOGIFT', kind: 'free_product', free_product_sku: 'NO-SUCH-SKU' },
      { code: 'BACKWARDS', kind: 'percent', percent: 5, starts_on: dayFrom(5), ends_on: dayFrom(1) },
    ]) {
      const res = await createCode(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const list = await t.app.inject({ method: 'GET', url: '/staff/coupons', headers: { cookie: staff } });
    const rows = list.json<{ rows: StaffCoupon[] }>().rows;
    const byCode = new Map(rows.map((r) => [r.code, r]));
    expect(byCode.get('OLD5')?.status).toBe('expired');
    expect(byCode.get('SOON5')?.status).toBe('scheduled');
    expect(byCode.get('ENDED5')?.status).toBe('ended');
    expect(byCode.get('SPRING10')).toMatchObject({ status: 'active', used_count: 1, percent: 10 });
    // A buyer is not staff.
    expect(
      (await t.app.inject({ method: 'GET', url: '/staff/coupons', headers: { cookie: vet } })).statusCode,
    ).toBe(403);
  });
});

describe.runIf(process.env.DATABASE_URL)(
  'the last use of a code, taken by two back-office processes at once',
  () => {
    let other: SecondBackoffice;
    beforeAll(async () => {
      other = await startSecondBackoffice(t.databaseUrl!);
    });
    afterAll(() => other?.stop());

    it('gives it to one order only: the other is refused coupon_used_up', async () => {
      await code({ code: 'LAST1', kind: 'amount', amount: 3, total_limit: 1 });
      const vetCart = await freshCart(vet, 1);
      const pharmaCart = await freshCart(pharma, 1);
      expect((await apply(vet, { code: 'LAST1' })).statusCode).toBe(200);
      expect((await apply(pharma, { code: 'LAST1' })).statusCode).toBe(200);
      const [a, b] = await Promise.all([
        confirm(vet, vetCart.uuid),
        fetch(`${other.url}/carts/confirm`, {
          method: 'POST',
          headers: { cookie: pharma, 'accept-language': 'en', 'content-type': 'application/json' },
          body: JSON.stringify({ uuid: pharmaCart.uuid }),
        }).then(async (res) => ({ statusCode: res.status, json: await res.json() })),
      ]);
      const statuses = [a.statusCode, b.statusCode].sort();
      expect(statuses).toEqual([201, 422]);
      const refusedCode =
        a.statusCode === 422 ? a.json<{ code: string }>().code : (b.json as { code: string }).code;
      expect(refusedCode).toBe('coupon_used_up');
      const [row] = await queryRows<{ used_count: number }>(
        t.db,
        sql`select used_count from coupons where code = 'LAST1'`,
      );
      expect(row!.used_count).toBe(1);
    });
  },
);
