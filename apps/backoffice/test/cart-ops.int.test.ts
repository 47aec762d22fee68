import type { Cart } from '@vetshop/contract';
import { saleOrders, stock } from '@vetshop/db';
import { eq, sql } from 'drizzle-orm';
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

let t: TestApp;
let vet: string;
let cart: Cart;
let a: VariantPick;

beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
  [a] = (await pickVariants(t.db, { role: 'veterinary', minStock: 30 })) as [VariantPick];
  cart = cartOf(await sync(t.app, vet, null, [tx(a.id, 2)]));
});
afterAll(() => t.close());

const post = (url: string, payload: object, lang = 'fr') =>
  t.app.inject({ method: 'POST', url, headers: { cookie: vet, 'accept-language': lang }, payload });

describe('current cart operations', () => {
  it('starts with the main addresses, a carrier and the customer payment mode', () => {
    expect(cart.delivery.address?.main).toBe(true);
    expect(cart.invoicing.address?.main).toBe(true);
    expect(cart.delivery.selected_carrier).not.toBeNull();
    expect(cart.payment_mode).not.toBeNull();
    expect(cart.addresses_valid).toBe(true);
  });

  it('updates reference, note, suite name and addresses of the customer', async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/addresses/delivery', headers: { cookie: vet } })
    ).json();
    const last = list.items[list.items.length - 1];
    const res = await post('/carts/current/update', {
      client_order_ref: 'REF-1',
      note: 'Sonner deux fois',
      suite_name: 'B-7',
      delivery: { address_id: last.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      client_order_ref: 'REF-1',
      note: 'Sonner deux fois',
      suite_name: 'B-7',
      delivery: { address: { id: last.id } },
    });
  });

  it("refuses another customer's address and unknown fields", async () => {
    const pharma = await login(t.app, 'pharma@demo.test');
    const theirs = (
      await t.app.inject({ method: 'GET', url: '/addresses/delivery', headers: { cookie: pharma } })
    ).json();
    const res = await post('/carts/current/update', { delivery: { address_id: theirs.items[0].id } }, 'nl');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'address_not_found',
      fields: [{ path: 'body.delivery.address_id' }],
    });
    const unknown = await post('/carts/current/update', { colour: 'blue' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields[0].path).toBe('body.colour');
  });

  it('lists carriers with their price for this cart and sets one', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/carts/current/delivery_carriers',
      headers: { cookie: vet },
    });
    expect(res.statusCode).toBe(200);
    const { count, rows } = res.json();
    expect(count).toBeGreaterThanOrEqual(2);
    const other = rows.find((c: { id: number }) => c.id !== cart.delivery.selected_carrier?.id);
    const set = await post('/carts/current/set_carrier', { carrier_id: other.id });
    expect(set.statusCode).toBe(200);
    const updated = set.json<Cart>();
    expect(updated.delivery.selected_carrier?.id).toBe(other.id);
    expect(updated.delivery.fees.delivery).toBe(other.price_applied_to_cart);
    const unknown = await post('/carts/current/set_carrier', { carrier_id: 999999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('carrier_not_found');
  });

  it('suggests the next suite name from the last order', async () => {
    const customerId = (
      await t.app.inject({ method: 'GET', url: '/customer', headers: { cookie: vet } })
    ).json().data.id;
    await t.db
      .update(saleOrders)
      .set({ suiteName: 'CMD-0041', dateOrder: new Date() })
      .where(
        eq(
          saleOrders.id,
          sql`(select id from sale_orders where customer_id = ${customerId} order by date_order desc, id desc limit 1)`,
        ),
      );
    const res = await t.app.inject({
      method: 'GET',
      url: '/carts/next_suite_name',
      headers: { cookie: vet },
    });
    expect(res.json()).toEqual({ suite_name: 'CMD-0042', last_suite_name: 'CMD-0041' });
  });

  it('refresh_qty_unavailable shows a stock change once, then acknowledges it', async () => {
    await t.db.update(stock).set({ qtyAvailable: 1 }).where(eq(stock.variantId, a.id));
    const first = await post('/carts/refresh_qty_unavailable', { uuid: cart.uuid });
    expect(first.statusCode).toBe(200);
    const line = first.json<Cart>().lines.find((l) => l.product_id === a.id)!;
    expect(line.qty_unavailable).toBe(1);
    expect(line.qty_unavailable_diff).toBe(1);
    const second = (await post('/carts/refresh_qty_unavailable', { uuid: cart.uuid })).json<Cart>();
    expect(second.lines.find((l) => l.product_id === a.id)?.qty_unavailable_diff).toBe(0);
    await t.db.update(stock).set({ qtyAvailable: 100 }).where(eq(stock.variantId, a.id));
    const back = (await post('/carts/refresh_qty_unavailable', { uuid: cart.uuid })).json<Cart>();
    const again = back.lines.find((l) => l.product_id === a.id)!;
    expect(again.qty_unavailable).toBe(0);
    expect(again.qty_unavailable_diff).toBe(-1);
  });

  it('answers 404 for operations on a cart that does not exist', async () => {
    const student = await login(t.app, 'student@demo.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/carts/current/update',
      headers: { cookie: student, 'accept-language': 'en' },
      payload: { note: 'x' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'no_current_cart', message: 'You have no current cart.' });
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/carts/refresh_qty_unavailable',
      headers: { cookie: student },
      payload: { uuid: cart.uuid },
    });
    expect(refresh.statusCode).toBe(404);
  });
});
