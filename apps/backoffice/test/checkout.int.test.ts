import type { SaleDetail } from '@vetshop/contract';
import { cartLines, carts, queryRows, stock } from '@vetshop/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

let t: TestApp;
let vet: string;
let cheap: VariantPick;

const money = (x: number) => Math.round(x * 100);

beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
  [cheap] = (await pickVariants(t.db, { role: 'veterinary', minStock: 20, maxGrossCents: 2000 })) as [
    VariantPick,
  ];
});
afterAll(() => t.close());

async function freshCart(cookie: string, lines: [number, number][]) {
  const current = await sync(t.app, cookie, null, []);
  if (current.statusCode === 200) {
    const c = cartOf(current);
    await sync(
      t.app,
      cookie,
      c.uuid,
      c.lines.map((l) => tx(l.product_id, -l.qty, l.options)),
    );
  }
  return cartOf(
    await sync(
      t.app,
      cookie,
      null,
      lines.map(([id, qty]) => tx(id, qty)),
    ),
  );
}

const confirm = (cookie: string, payload: object, lang = 'fr') =>
  t.app.inject({
    method: 'POST',
    url: '/carts/confirm',
    headers: { cookie, 'accept-language': lang },
    payload,
  });

async function stockOf(variantId: number) {
  const [row] = await t.db.select().from(stock).where(eq(stock.variantId, variantId));
  return row!;
}

describe('checkout (carts/confirm)', () => {
  beforeEach(async () => {
    // The vet's demo history is all delivered, so only this test's orders count for the low-order fee.
    await t.db.execute(sql`update sale_orders set delivered = true, state = 'done' where state = 'sale'`);
  });

  it('places an order under 150 €: fee line, VAT per rate, stock decremented, cart closed, history updated', async () => {
    const before = await stockOf(cheap.id);
    const cart = await freshCart(vet, [[cheap.id, 2]]);
    expect(cart.delivery.low_order_fee.applies).toBe(true);
    const res = await confirm(vet, {
      uuid: cart.uuid,
      customer_ref: 'PO-77',
      note: 'Porte arrière',
      suite_name: 'A-12',
    });
    expect(res.statusCode).toBe(201);
    const sale = res.json<SaleDetail>();
    expect(sale).toMatchObject({
      // The storefront's offline cart knows from it which cart became this order (docs/api.md, checkout).
      uuid: cart.uuid,
      client_order_ref: 'PO-77',
      note: 'Porte arrière',
      suite_name: 'A-12',
      channel: 'web',
      state: 'sale',
    });
    const product = sale.lines.find((l) => l.kind === 'product')!;
    expect(product.qty).toBe(2);
    expect(product.qty_unavailable).toBe(0);
    const fee = sale.lines.find((l) => l.kind === 'fee');
    expect(fee?.amount.untaxed).toBe(10.5);
    expect(fee?.name).toBe('Contribution aux frais (petite commande)');
    // Totals add up, in cents.
    const untaxed = sale.lines.reduce((s, l) => s + money(l.amount.untaxed), 0);
    const tax = sale.lines.reduce((s, l) => s + money(l.amount.tax), 0);
    expect(money(sale.amount.untaxed)).toBe(untaxed);
    expect(money(sale.amount.tax)).toBe(tax);
    expect(money(sale.amount.total)).toBe(untaxed + tax);
    expect(sale.amount.fee).toBe(10.5);
    expect(money(sale.amount.goods)).toBe(money(product.amount.untaxed));
    expect(sale.delivery.address?.name).toMatch(/\S/);
    expect(sale.invoicing.address?.name).toMatch(/\S/);
    expect(sale.payment.mode?.name).toMatch(/\S/);

    expect((await stockOf(cheap.id)).qtyAvailable).toBe(before.qtyAvailable - 2);
    const [closed] = await t.db.select().from(carts).where(eq(carts.uuid, cart.uuid));
    expect(closed?.state).toBe('confirmed');
    const list = (await t.app.inject({ method: 'GET', url: '/sales', headers: { cookie: vet } })).json();
    expect(list.items[0]).toMatchObject({ id: sale.id, name: sale.name, amount_total: sale.amount.total });
  });

  it('waives the fee when the orders not yet delivered reach 150 € together with this one', async () => {
    const [pricey] = await pickVariants(t.db, { role: 'veterinary', minStock: 5, minGrossCents: 16000 });
    const big = await freshCart(vet, [[pricey!.id, 1]]);
    expect(big.delivery.low_order_fee.applies).toBe(false);
    expect((await confirm(vet, { uuid: big.uuid })).statusCode).toBe(201);
    // The big order is not delivered yet: a small order now pays no fee.
    const small = await freshCart(vet, [[cheap.id, 1]]);
    expect(small.delivery.low_order_fee.applies).toBe(false);
    const sale = (await confirm(vet, { uuid: small.uuid })).json<SaleDetail>();
    expect(sale.lines.some((l) => l.kind === 'fee')).toBe(false);
    expect(sale.amount.fee).toBe(0);
  });

  it('records what is beyond stock as backorder and leaves the stock at zero', async () => {
    const [scarce] = await pickVariants(t.db, { role: 'veterinary', minStock: 1, maxStock: 5 });
    const available = scarce!.qtyAvailable;
    const cart = await freshCart(vet, [[scarce!.id, available + 3]]);
    expect(cart.lines[0]?.qty_unavailable).toBe(3);
    const sale = (await confirm(vet, { uuid: cart.uuid })).json<SaleDetail>();
    const line = sale.lines.find((l) => l.kind === 'product')!;
    expect(line.qty).toBe(available + 3);
    expect(line.qty_unavailable).toBe(3);
    const after = await stockOf(scarce!.id);
    expect(after.qtyAvailable).toBe(0);
    expect(['out_of_stock', 'resupplying', 'supplier_out_of_stock']).toContain(after.state);
  });

  it('recomputes prices on the server: a tampered stored price is not what is charged', async () => {
    const cart = await freshCart(vet, [[cheap.id, 3]]);
    const honest = cart.lines[0]!;
    await t.db
      .update(cartLines)
      .set({ unitPriceCents: 1, netPriceCents: 1, amountCents: 3 })
      .where(eq(cartLines.id, honest.id));
    const sale = (await confirm(vet, { uuid: cart.uuid })).json<SaleDetail>();
    const line = sale.lines.find((l) => l.kind === 'product')!;
    expect(line.net_price).toBe(honest.net_price);
    expect(line.amount.untaxed).toBe(honest.amount.untaxed);
  });

  it('the same confirm sent twice (or at once) gives one order', async () => {
    const cart = await freshCart(vet, [[cheap.id, 1]]);
    const [r1, r2] = await Promise.all([
      confirm(vet, { uuid: cart.uuid }),
      confirm(vet, { uuid: cart.uuid }),
    ]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 201]);
    expect(r1.json().id).toBe(r2.json().id);
    const r3 = await confirm(vet, { uuid: cart.uuid });
    expect(r3.statusCode).toBe(200);
    expect(r3.json().id).toBe(r1.json().id);
    const [{ n }] = (await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from sale_orders where uuid = ${cart.uuid}`,
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('a batch sent for the confirmed cart goes to a new cart, and the answer says so', async () => {
    const cart = await freshCart(vet, [[cheap.id, 1]]);
    const sale = (await confirm(vet, { uuid: cart.uuid })).json<SaleDetail>();
    const late = tx(cheap.id, 2);
    const next = cartOf(await sync(t.app, vet, cart.uuid, [late]));
    expect(next.uuid).not.toBe(cart.uuid);
    expect(next.lines.find((l) => l.product_id === cheap.id)?.qty).toBe(2);
    expect(next.sync).toMatchObject({
      previous_uuid: cart.uuid,
      previous_order_name: sale.name,
      applied: [late.uuid],
    });
  });

  it('refuses a customer who may not order, with a clear message', async () => {
    const blocked = await login(t.app, 'blocked@demo.test');
    const cart = await freshCart(blocked, [[cheap.id, 1]]);
    expect(cart.can_order).toBe(false);
    const res = await confirm(blocked, { uuid: cart.uuid }, 'en');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'customer_cannot_order',
      message: expect.stringMatching(/cannot place orders/),
    });
  });

  it('refuses an empty cart (422) and an unknown or foreign cart (404)', async () => {
    const cart = await freshCart(vet, [[cheap.id, 1]]);
    await sync(t.app, vet, cart.uuid, [tx(cheap.id, -1)]);
    const empty = await confirm(vet, { uuid: cart.uuid });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().code).toBe('cart_empty');

    const pharma = await login(t.app, 'pharma@demo.test');
    const [p] = await pickVariants(t.db, { role: 'pharmacist', minStock: 5 });
    const theirs = await freshCart(pharma, [[p!.id, 1]]);
    const foreign = await confirm(vet, { uuid: theirs.uuid });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('cart_not_found');
    const bad = await confirm(vet, { uuid: 'nope' });
    expect(bad.statusCode).toBe(400);
  });
});
