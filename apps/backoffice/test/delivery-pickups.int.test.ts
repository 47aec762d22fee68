import type { Cart, Carrier, DeliveryPickups, SaleDetail } from '@vetshop/contract';
import { addresses, carriers, pickupPoints } from '@vetshop/db';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartOf, createTestApp, login, pickVariants, sync, tx, type TestApp } from './harness';

/**
 * Pickup points and delivery methods (issue 22 §3, decision 039): GET delivery_pickups, set_pickup,
 * set_public_delivery_pickup, set_delivery_method, and the order delivered to the point chosen.
 */

let t: TestApp;
let pharma: string;
let vet: string;
let variantId: number;
let pickup: Carrier;
let standard: Carrier;

const call = (
  cookie: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  lang = 'fr',
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method,
    url,
    headers: { cookie, 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
const pickups = async (cookie: string, query: string) => {
  const res = await call(cookie, 'GET', `/delivery_pickups?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DeliveryPickups>();
};
const codes = (list: DeliveryPickups) => list.rows.map((p) => p.code);
const setMethod = async (cookie: string, id: number) =>
  cartOf(await call(cookie, 'POST', '/carts/set_delivery_method', { method_id: id }));
const pointId = async (code: string) =>
  (await t.db.select().from(pickupPoints).where(eq(pickupPoints.code, code)))[0]!.id;
/** A complete point as a client gives it (set_public_delivery_pickup). */
const publicPoint = {
  code: 'BPOST-4127',
  name: 'Librairie du Parc',
  street: 'Place Verte 12',
  zip: '4800',
  city: 'Verviers',
  phone: '+32 87 00 00 00',
  country_code: 'BE',
  opening_hours: [{ day: 1, opens: '09:00', closes: '18:00' }],
};

beforeAll(async () => {
  t = await createTestApp();
  pharma = await login(t.app, 'pharma@demo.test');
  vet = await login(t.app, 'vet@demo.test');
  const [pick] = await pickVariants(t.db, { role: 'pharmacist', minStock: 50 });
  variantId = pick!.id;
  const cart = cartOf(await sync(t.app, pharma, null, [tx(variantId, 3)]));
  // The pharmacy's delivery address in Oostende (8400): its nearest depot is the Oostende one.
  await t.db.update(addresses).set({ zip: '8400' }).where(eq(addresses.id, cart.delivery.address!.id));
  const list = (await call(pharma, 'GET', '/carts/current/delivery_carriers')).json<{ rows: Carrier[] }>();
  pickup = list.rows.find((c) => c.with_dropoff_site)!;
  standard = list.rows.find((c) => c.code === 'standard')!;
});
afterAll(() => t.close());

describe('GET delivery_pickups', () => {
  it("answers the carrier's 10 nearest points to the cart's delivery address, with address and opening hours", async () => {
    const list = await pickups(pharma, `carrier_id=${pickup.id}`);
    expect(list.count).toBe(10);
    expect(list.rows[0]).toMatchObject({
      code: 'PU-OST',
      name: 'Depot Oostende',
      street: 'Torhoutsesteenweg 510',
      zip: '8400',
      city: 'Oostende',
      country_code: 'BE',
      carrier_id: pickup.id,
      distance_km: 0,
    });
    expect(list.rows[0]!.opening_hours.length).toBeGreaterThan(0);
    expect(codes(list).slice(1, 3)).toEqual(['PU-BRG', 'PU-ROE']); // Brugge (20 km), Roeselare (31 km)
    const km = list.rows.map((p) => p.distance_km!);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    // Nothing from the far south-east among the ten nearest to the coast.
    expect(codes(list)).not.toContain('PU-ARL');
  });

  it("ranks from each customer's own address: the vet's list is the vet's", async () => {
    await sync(t.app, vet, null, [tx(variantId, 1)]);
    const mine = cartOf(await call(vet, 'POST', '/carts/current/update', {}));
    await t.db.update(addresses).set({ zip: '6700' }).where(eq(addresses.id, mine.delivery.address!.id));
    expect(codes(await pickups(vet, `carrier_id=${pickup.id}`))[0]).toBe('PU-ARL');
  });

  it('filters on name and city, ignoring case and accents, before taking the nearest', async () => {
    expect(codes(await pickups(pharma, `carrier_id=${pickup.id}&name=LIEGE`))).toEqual(['PU-LGE']);
    expect(
      codes(await pickups(pharma, `carrier_id=${pickup.id}&name=${encodeURIComponent('dépôt namur')}`)),
    ).toEqual(['PU-NAM']);
    expect(codes(await pickups(pharma, `carrier_id=${pickup.id}&name=sint-andries`))).toEqual(['PU-BRG']);
    expect(await pickups(pharma, `carrier_id=${pickup.id}&name=Atlantis`)).toEqual({ count: 0, rows: [] });
  });

  it('refuses an unknown carrier and one without pickup points (422, localised), and a missing carrier (400)', async () => {
    const unknown = await call(pharma, 'GET', '/delivery_pickups?carrier_id=999999', undefined, 'nl');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      code: 'carrier_not_found',
      message: 'Deze leveringswijze bestaat niet.',
      fields: [{ path: 'query.carrier_id' }],
    });
    const home = await call(pharma, 'GET', `/delivery_pickups?carrier_id=${standard.id}`, undefined, 'en');
    expect(home.statusCode).toBe(422);
    expect(home.json()).toMatchObject({
      code: 'carrier_without_pickup',
      message: 'This delivery method does not deliver to a pickup point.',
    });
    expect((await call(pharma, 'GET', '/delivery_pickups')).statusCode).toBe(400);
  });
});

describe('choosing a pickup point and ordering', () => {
  it('refuses a point while the cart goes with a carrier without pickup points (another carrier’s point)', async () => {
    expect((await setMethod(pharma, standard.id)).delivery.selected_carrier?.id).toBe(standard.id);
    const res = await call(pharma, 'POST', '/carts/current/set_pickup', {
      pickup_site_id: await pointId('PU-OST'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'pickup_other_carrier',
      fields: [{ path: 'body.pickup_site_id' }],
    });
  });

  it('set_delivery_method chooses the carrier; an unknown method is a 422', async () => {
    const cart = await setMethod(pharma, pickup.id);
    expect(cart.delivery.selected_carrier).toMatchObject({ id: pickup.id, with_dropoff_site: true });
    expect(cart.delivery.pickup).toBeNull();
    const res = await call(pharma, 'POST', '/carts/set_delivery_method', { method_id: 999999 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'carrier_not_found', fields: [{ path: 'body.method_id' }] });
  });

  it('refuses to order with that carrier until a point is chosen', async () => {
    const cart = cartOf(await call(pharma, 'POST', '/carts/current/update', {}));
    const res = await call(pharma, 'POST', '/carts/confirm', { uuid: cart.uuid }, 'fr');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'pickup_required',
      message: 'Choisissez le point relais où retirer votre commande.',
    });
  });

  it('refuses an unknown point and a closed one', async () => {
    const unknown = await call(pharma, 'POST', '/carts/current/set_pickup', { pickup_site_id: 999999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('pickup_not_found');
    const closed = await pointId('PU-BAS');
    await t.db.update(pickupPoints).set({ active: false }).where(eq(pickupPoints.id, closed));
    const res = await call(pharma, 'POST', '/carts/current/set_pickup', { pickup_site_id: closed });
    expect(res.json().code).toBe('pickup_not_found');
    expect(codes(await pickups(pharma, `carrier_id=${pickup.id}&name=bastogne`))).toEqual([]);
  });

  it('refuses a point of another carrier with drop-off sites', async () => {
    const [other] = await t.db
      .insert(carriers)
      .values({
        code: 'other-pickup',
        name: { fr: 'Autre', nl: 'Ander', en: 'Other' },
        withDropoffSite: true,
      })
      .returning();
    const [point] = await t.db
      .insert(pickupPoints)
      .values({ carrierId: other!.id, code: 'OT-1', name: 'Autre dépôt', zip: '8400', city: 'Oostende' })
      .returning();
    const res = await call(pharma, 'POST', '/carts/current/set_pickup', { pickup_site_id: point!.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('pickup_other_carrier');
  });

  it("sets the point on the cart, which the order keeps as its delivery address; another customer's cart is untouched", async () => {
    const before = cartOf(await call(pharma, 'POST', '/carts/current/update', {}));
    const cart = cartOf(
      await call(pharma, 'POST', '/carts/current/set_pickup', { pickup_site_id: await pointId('PU-OST') }),
    );
    expect(cart.version).toBeGreaterThan(before.version);
    expect(cart.delivery.pickup).toMatchObject({ code: 'PU-OST', city: 'Oostende', distance_km: null });
    expect(cart.addresses_valid).toBe(true);
    expect(cart.delivery.fees.delivery).toBe(pickup.price_applied_to_cart);
    const vetCart = cartOf(await call(vet, 'POST', '/carts/current/update', {}));
    expect(vetCart.delivery.pickup).toBeNull();

    const res = await call(pharma, 'POST', '/carts/confirm', { uuid: cart.uuid });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<SaleDetail>();
    const expected = {
      name: 'Depot Oostende',
      street: 'Torhoutsesteenweg 510',
      zip: '8400',
      city: 'Oostende',
      country_code: 'BE',
      is_dropoff_site: true,
    };
    expect(order.delivery).toMatchObject({ address: expected, method: { id: pickup.id } });
    const read = (await call(pharma, 'GET', `/sales/${order.id}`)).json<SaleDetail>();
    expect(read.delivery.address).toMatchObject(expected);
  });
});

describe('set_public_delivery_pickup', () => {
  let cart: Cart;
  beforeAll(async () => {
    cart = cartOf(await sync(t.app, pharma, null, [tx(variantId, 2)]));
  });

  it("refuses while the cart's carrier has no pickup points, and a point that is not whole", async () => {
    expect(cart.delivery.selected_carrier?.with_dropoff_site).toBe(false);
    const res = await call(pharma, 'POST', '/carts/current/set_public_delivery_pickup', publicPoint);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('carrier_without_pickup');
    await setMethod(pharma, pickup.id);
    for (const [change, path] of [
      [{ zip: '480' }, 'body.zip'],
      [{ street: ' ' }, 'body.street'],
      [{ opening_hours: [{ day: 8, opens: '09:00', closes: '18:00' }] }, 'body.opening_hours.0.day'],
      [{ opening_hours: [{ day: 1, opens: '18:00', closes: '09:00' }] }, 'body.opening_hours.0.closes'],
      [{ colour: 'red' }, 'body.colour'],
    ] as const) {
      const bad = await call(pharma, 'POST', '/carts/current/set_public_delivery_pickup', {
        ...publicPoint,
        ...change,
      });
      expect(bad.statusCode, JSON.stringify(change)).toBe(400);
      expect(bad.json().fields.map((f: { path: string }) => f.path)).toContain(path);
    }
  });

  it('keeps a whole point on the cart, replaced by a point from the list and back, and orders to it', async () => {
    const given = cartOf(
      await call(pharma, 'POST', '/carts/current/set_public_delivery_pickup', publicPoint),
    );
    expect(given.delivery.pickup).toMatchObject({
      id: null,
      carrier_id: pickup.id,
      code: 'BPOST-4127',
      street2: null,
      state_code: null,
      opening_hours: publicPoint.opening_hours,
    });
    const listed = cartOf(
      await call(pharma, 'POST', '/carts/current/set_pickup', { pickup_site_id: await pointId('PU-VER') }),
    );
    expect(listed.delivery.pickup).toMatchObject({ code: 'PU-VER', id: expect.any(Number) });
    const again = cartOf(
      await call(pharma, 'POST', '/carts/current/set_public_delivery_pickup', publicPoint),
    );
    expect(again.delivery.pickup?.code).toBe('BPOST-4127');

    // Another carrier: the point no longer counts, the order would go to the buyer's own address.
    const home = await setMethod(pharma, standard.id);
    expect(home.delivery.pickup).toBeNull();
    expect((await setMethod(pharma, pickup.id)).delivery.pickup?.code).toBe('BPOST-4127');

    const res = await call(pharma, 'POST', '/carts/confirm', { uuid: again.uuid });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<SaleDetail>().delivery.address).toMatchObject({
      name: 'Librairie du Parc',
      street: 'Place Verte 12',
      zip: '4800',
      city: 'Verviers',
      is_dropoff_site: true,
    });
  });
});

describe('OpenAPI', () => {
  it('lists the four calls with their error statuses', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const errors = (path: string, method: string) => Object.keys(doc.paths[path]?.[method]?.responses ?? {});
    expect(errors('/delivery_pickups', 'get')).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '422']),
    );
    for (const path of [
      '/carts/current/set_pickup',
      '/carts/current/set_public_delivery_pickup',
      '/carts/set_delivery_method',
    ])
      expect(errors(path, 'post'), path).toEqual(
        expect.arrayContaining(['200', '400', '401', '403', '404', '422']),
      );
  });
});
