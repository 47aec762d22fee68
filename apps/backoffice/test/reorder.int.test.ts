import type { ReorderDue } from '@vetshop/contract';
import { queryRows } from '@vetshop/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, pickVariants, type TestApp } from './harness';

/**
 * Issue 23 §2: GET /reorder/due reads the caller's own order history (every channel), lists the regular products
 * due now at the buyer's price, leaves out dismissed products and those the buyer may no longer see or buy.
 * Each test writes the history it needs, on variants none of the demo customers' orders hold, so the demo history
 * never moves a rhythm.
 */
let t: TestApp;
let vet: string;
let pharma: string;
let free: number[];
let vetOnly: number;
let vetId: number;
let pharmaId: number;

const customerIdOf = async (loginName: string): Promise<number> =>
  Number(
    (
      await queryRows<{ id: number }>(
        t.db,
        sql`SELECT customer_id AS id FROM users WHERE login = ${loginName}`,
      )
    )[0]?.id,
  );

let orderSeq = 0;
/** One order of `variantId` by the customer `daysAgo` days ago (noon in Brussels), on `channel`. */
async function order(customerId: number, variantId: number, daysAgo: number, channel = 'web'): Promise<void> {
  orderSeq += 1;
  const [o] = await queryRows<{ id: number }>(
    t.db,
    sql`INSERT INTO sale_orders (name, uuid, customer_id, state, delivered, date_order, channel,
          amount_goods_cents, amount_untaxed_cents, amount_tax_cents, amount_total_cents,
          amount_without_discount_cents)
        VALUES (${`RR-${orderSeq}-${Date.now()}`}, gen_random_uuid(), ${customerId}, 'done', true,
          ((now() AT TIME ZONE 'Europe/Brussels')::date - ${daysAgo}::int + time '12:00') AT TIME ZONE 'Europe/Brussels',
          ${channel}, 1000, 1000, 60, 1060, 1000)
        RETURNING id`,
  );
  await t.db.execute(
    sql`INSERT INTO sale_order_lines (order_id, kind, variant_id, name, qty, unit_price_cents, net_price_cents,
          amount_untaxed_cents, tax_rate_bp, amount_tax_cents)
        VALUES (${o!.id}, 'product', ${variantId}, 'reorder test', 1, 1000, 1000, 1000, 600, 60)`,
  );
}

const due = async (cookie: string): Promise<ReorderDue> => {
  const res = await t.app.inject({ method: 'GET', url: '/reorder/due', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json<ReorderDue>();
};
const ids = (d: ReorderDue) => d.items.map((i) => i.product.id);

beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
  pharma = await login(t.app, 'pharma@demo.test');
  vetId = await customerIdOf('vet@demo.test');
  pharmaId = await customerIdOf('pharma@demo.test');
  const never = (v: { id: number }) =>
    queryRows<{ n: number }>(
      t.db,
      sql`SELECT 1 AS n FROM sale_order_lines WHERE variant_id = ${v.id} LIMIT 1`,
    ).then((r) => r.length === 0);
  const pool = await pickVariants(t.db, { role: 'pharmacist', count: 300 });
  free = [];
  for (const v of pool) if (free.length < 6 && (await never(v))) free.push(v.id);
  const vetPool = await pickVariants(t.db, { veterinaryOnly: true, count: 100 });
  for (const v of vetPool)
    if (await never(v)) {
      vetOnly = v.id;
      break;
    }
});
afterAll(() => t.close());

describe('GET /reorder/due', () => {
  it('lists a product bought every 4 weeks, on any channel, with its rhythm and the buyer’s price', async () => {
    const [steady] = free;
    await order(vetId, steady!, 84, 'fax');
    await order(vetId, steady!, 56, 'phone');
    await order(vetId, steady!, 26);
    const item = (await due(vet)).items.find((i) => i.product.id === steady);
    expect(item).toMatchObject({ orders: 3, interval_days: 29, days_since: 26 });
    expect(item!.next_expected > item!.last_ordered).toBe(true);
    expect(item!.product.price).not.toBeNull();
  });

  it('never lists an irregular product, nor one not due yet', async () => {
    const [, irregular, early] = free;
    for (const ago of [300, 290, 200, 40]) await order(vetId, irregular!, ago);
    for (const ago of [70, 40, 10]) await order(vetId, early!, ago);
    expect(ids(await due(vet))).not.toContain(irregular);
    expect(ids(await due(vet))).not.toContain(early);
  });

  it("never shows another customer's history", async () => {
    const [, , , pharmaOwn] = free;
    for (const ago of [60, 40, 20]) await order(pharmaId, pharmaOwn!, ago);
    expect(ids(await due(pharma))).toContain(pharmaOwn);
    expect(ids(await due(vet))).not.toContain(pharmaOwn);
    expect(ids(await due(pharma))).not.toContain(free[0]);
  });

  it('leaves out a product the buyer may no longer see or buy', async () => {
    // A veterinary-only product in a pharmacy's history (ordered when it could): hidden from it now.
    for (const ago of [60, 40, 20]) await order(pharmaId, vetOnly, ago);
    expect(ids(await due(pharma))).not.toContain(vetOnly);
    const [, , , , gone] = free;
    for (const ago of [60, 40, 20]) await order(vetId, gone!, ago);
    expect(ids(await due(vet))).toContain(gone);
    await t.db.execute(
      sql`UPDATE products SET not_sold_on_website = true WHERE id = (SELECT product_id FROM variants WHERE id = ${gone!})`,
    );
    expect(ids(await due(vet))).not.toContain(gone);
  });

  it('dismissing hides the product for this customer only; undoing brings it back; both idempotent', async () => {
    const [, , , , , shared] = free;
    for (const ago of [60, 40, 20]) {
      await order(vetId, shared!, ago);
      await order(pharmaId, shared!, ago);
    }
    expect(ids(await due(vet))).toContain(shared);
    const dismiss = () =>
      t.app.inject({
        method: 'POST',
        url: '/reorder/dismissed',
        headers: { cookie: vet },
        payload: { product_id: shared },
      });
    expect((await dismiss()).statusCode).toBe(204);
    expect((await dismiss()).statusCode).toBe(204);
    expect(ids(await due(vet))).not.toContain(shared);
    expect(ids(await due(pharma))).toContain(shared);
    const undo = () =>
      t.app.inject({ method: 'DELETE', url: `/reorder/dismissed/${shared}`, headers: { cookie: vet } });
    expect((await undo()).statusCode).toBe(204);
    expect((await undo()).statusCode).toBe(204);
    expect(ids(await due(vet))).toContain(shared);
  });

  it('refuses to dismiss an unknown variant (404 not_found) and a malformed body (400)', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/reorder/dismissed',
      headers: { cookie: vet },
      payload: { product_id: 2_000_000_000 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/reorder/dismissed',
      headers: { cookie: vet },
      payload: { product_id: 'x' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
