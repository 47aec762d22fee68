import type { Cart, SaleDetail } from '@vetshop/contract';
import { carriers, carts } from '@vetshop/db';
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

/** Issue 8 §2: the cart, the confirmation (the same cart view) and the order show the same amounts. */
let t: TestApp;
let vet: string;
let cheap: VariantPick;

beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
  [cheap] = (await pickVariants(t.db, { role: 'veterinary', minStock: 20, maxGrossCents: 2000 })) as [
    VariantPick,
  ];
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: vet, 'accept-language': 'fr' }, payload });

/** An open cart holding only `qty` of the cheap variant (goods under every free-delivery threshold). */
async function cartWith(qty: number): Promise<Cart> {
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
  return cartOf(await sync(t.app, vet, null, [tx(cheap.id, qty)]));
}

async function carrierByCode(code: string) {
  const [row] = await t.db.select().from(carriers).where(eq(carriers.code, code));
  if (!row) throw new Error(`no carrier ${code}`);
  return row;
}

async function expectOrderAsCart(cart: Cart) {
  const res = await post('/carts/confirm', { uuid: cart.uuid });
  expect(res.statusCode).toBe(201);
  const sale = res.json<SaleDetail>();
  expect(sale.amount.delivery).toBe(cart.delivery.fees.delivery);
  expect(sale.amount.untaxed).toBe(cart.amount.untaxed);
  expect(sale.amount.tax).toBe(cart.amount.tax);
  expect(sale.amount.total).toBe(cart.amount.total);
}

describe('cart amounts = order amounts', () => {
  beforeEach(async () => {
    await t.db.execute(sql`update sale_orders set delivered = true, state = 'done' where state = 'sale'`);
  });

  it('a carrier chosen with set_carrier changes the delivery cost and the totals the answer shows, and the order charges them', async () => {
    const before = await cartWith(1);
    const express = await carrierByCode('express');
    const res = await post('/carts/current/set_carrier', { carrier_id: express.id });
    expect(res.statusCode).toBe(200);
    const after = res.json<Cart>();
    expect(after.delivery.selected_carrier?.code).toBe('express');
    expect(after.delivery.fees.delivery).toBe(express.priceCents / 100);
    expect(after.delivery.fees.delivery).not.toBe(before.delivery.fees.delivery);
    expect(Math.round((after.amount.untaxed - before.amount.untaxed) * 100)).toBe(
      Math.round((after.delivery.fees.delivery - before.delivery.fees.delivery) * 100),
    );
    // The confirmation page reads the same cart again.
    const again = cartOf(await sync(t.app, vet, after.uuid, []));
    expect(again.amount).toEqual(after.amount);
    await expectOrderAsCart(again);
  });

  it('a cart without a carrier (or whose carrier was retired) shows the delivery cost the order will charge', async () => {
    const cart = await cartWith(1);
    await t.db.update(carts).set({ carrierId: null }).where(eq(carts.uuid, cart.uuid));
    const shown = cartOf(await sync(t.app, vet, cart.uuid, []));
    const standard = await carrierByCode('standard');
    expect(shown.delivery.selected_carrier?.code).toBe('standard');
    expect(shown.delivery.fees.delivery).toBe(standard.priceCents / 100);
    await expectOrderAsCart(shown);
  });
});
