import { queryRows } from '@vetshop/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from './harness';

/**
 * Issue 9 §4: address changes by request only. A buyer's create / update / delete records a pending request
 * (202); the address changes when staff approve it, in one transaction; a refusal keeps it as it is and tells
 * the buyer why.
 */
let t: TestApp;
let vet: string;
let pharma: string;
let staff: string;
let belgium: number;
beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
  pharma = await login(t.app, 'pharma@demo.test');
  staff = await login(t.app, 'staff@demo.test');
  const [row] = await queryRows<{ id: number }>(t.db, sql`select id from countries where code = 'BE'`);
  belgium = row!.id;
});
afterAll(() => t.close());

const newAddress = (over: Record<string, unknown> = {}) => ({
  name: 'Clinique du Parc – Antenne',
  street: 'Rue Féronstrée 12',
  zip: '4000',
  city: 'Liège',
  country_id: belgium,
  ...over,
});

type Listed = {
  id: number;
  main: boolean;
  name: string;
  city: string | null;
  access: { update: boolean; delete: boolean };
};
const addressesOf = async (cookie: string, type: 'delivery' | 'invoicing') =>
  (await t.app.inject({ method: 'GET', url: `/addresses/${type}`, headers: { cookie } })).json<{
    items: Listed[];
  }>().items;

describe('a buyer asks, staff decide', () => {
  it('a new delivery address is a pending request until staff approve it', async () => {
    const before = await addressesOf(vet, 'delivery');
    const res = await t.app.inject({
      method: 'POST',
      url: '/addresses/delivery',
      headers: { cookie: vet },
      payload: newAddress({ name: '  Antenne de Liège  ' }),
    });
    expect(res.statusCode).toBe(202);
    const request = res.json();
    expect(request).toMatchObject({ kind: 'create', type: 'delivery', state: 'pending', address_id: null });
    expect(request.payload).toMatchObject({
      name: 'Antenne de Liège',
      city: 'Liège',
      country: { code: 'BE' },
    });
    expect(await addressesOf(vet, 'delivery')).toHaveLength(before.length);

    const own = (
      await t.app.inject({ method: 'GET', url: '/address_requests', headers: { cookie: vet } })
    ).json();
    expect(own.items[0]).toMatchObject({ id: request.id, state: 'pending' });
    const pending = (
      await t.app.inject({ method: 'GET', url: '/staff/address_requests', headers: { cookie: staff } })
    ).json<{ items: { id: number; customer: { ref: string } }[] }>();
    expect(pending.items.map((r) => r.id)).toContain(request.id);

    const approved = await t.app.inject({
      method: 'POST',
      url: `/staff/address_requests/${request.id}/approve`,
      headers: { cookie: staff },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ state: 'approved', address: { name: 'Antenne de Liège' } });
    const after = await addressesOf(vet, 'delivery');
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((a) => a.name === 'Antenne de Liège')).toMatchObject({ main: false, city: 'Liège' });
    const [decided] = await queryRows<{ decided_by: number | null; decided_at: Date | null }>(
      t.db,
      sql`select decided_by, decided_at from address_change_requests where id = ${request.id}`,
    );
    expect(decided!.decided_by).not.toBeNull();
    expect(decided!.decided_at).not.toBeNull();

    const again = await t.app.inject({
      method: 'POST',
      url: `/staff/address_requests/${request.id}/refuse`,
      headers: { cookie: staff },
      payload: { reason: 'too late' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('address_request_decided');
  });

  it('an update refused keeps the address unchanged, and the buyer reads the reason', async () => {
    const [main] = await addressesOf(pharma, 'invoicing');
    const res = await t.app.inject({
      method: 'POST',
      url: `/addresses/invoicing/${main!.id}`,
      headers: { cookie: pharma },
      payload: newAddress({ name: 'Pharmacie renommée' }),
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ kind: 'update', address_id: main!.id, address: { name: main!.name } });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/staff/address_requests/${res.json().id}/refuse`,
      headers: { cookie: staff },
      payload: { reason: 'Merci de joindre une preuve du changement de nom.' },
    });
    expect(refused.statusCode).toBe(200);
    expect((await addressesOf(pharma, 'invoicing'))[0]!.name).toBe(main!.name);
    const own = (
      await t.app.inject({ method: 'GET', url: '/address_requests', headers: { cookie: pharma } })
    ).json();
    expect(own.items.find((r: { id: number }) => r.id === res.json().id)).toMatchObject({
      state: 'refused',
      reason: 'Merci de joindre une preuve du changement de nom.',
    });
  });

  it('an approved update changes the address; an approved delete removes it from the lists', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/addresses/delivery',
      headers: { cookie: pharma },
      payload: newAddress({ name: 'Dépôt Namur', city: 'Namur', zip: '5000' }),
    });
    const made = await t.app.inject({
      method: 'POST',
      url: `/staff/address_requests/${created.json().id}/approve`,
      headers: { cookie: staff },
    });
    const id = made.json().address_id as number;
    const update = await t.app.inject({
      method: 'POST',
      url: `/addresses/delivery/${id}`,
      headers: { cookie: pharma },
      payload: newAddress({ name: 'Dépôt Namur-Centre', city: 'Namur', zip: '5000' }),
    });
    await t.app.inject({
      method: 'POST',
      url: `/staff/address_requests/${update.json().id}/approve`,
      headers: { cookie: staff },
    });
    expect((await addressesOf(pharma, 'delivery')).find((a) => a.id === id)?.name).toBe('Dépôt Namur-Centre');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/addresses/delivery/${id}`,
      headers: { cookie: pharma },
    });
    expect(del.statusCode).toBe(202);
    expect(del.json()).toMatchObject({ kind: 'delete', state: 'pending' });
    await t.app.inject({
      method: 'POST',
      url: `/staff/address_requests/${del.json().id}/approve`,
      headers: { cookie: staff },
    });
    expect((await addressesOf(pharma, 'delivery')).some((a) => a.id === id)).toBe(false);
  });
});

describe('what a buyer may not ask', () => {
  it('a main address cannot be deleted (access says so, the call refuses it)', async () => {
    const [main] = await addressesOf(vet, 'delivery');
    expect(main).toMatchObject({ main: true, access: { update: true, delete: false } });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/addresses/delivery/${main!.id}`,
      headers: { cookie: vet, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'address_main_not_deletable',
      message: 'The main address cannot be deleted.',
    });
  });

  it("another customer's address is a 404 for update and delete", async () => {
    const [vetAddress] = await addressesOf(vet, 'delivery');
    for (const inject of [
      { method: 'POST' as const, payload: newAddress() },
      { method: 'DELETE' as const },
    ]) {
      const res = await t.app.inject({
        ...inject,
        url: `/addresses/delivery/${vetAddress!.id}`,
        headers: { cookie: pharma },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('address_not_found');
    }
    // Its own address under the other type is not found either.
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/addresses/invoicing/${vetAddress!.id}`,
      headers: { cookie: vet },
    });
    expect(res.statusCode).toBe(404);
  });

  it('missing fields are named one by one in the buyer language; nothing is recorded', async () => {
    const count = async () =>
      (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from address_change_requests`))[0]!
        .n;
    const before = await count();
    const res = await t.app.inject({
      method: 'POST',
      url: '/addresses/delivery',
      headers: { cookie: vet, 'accept-language': 'nl' },
      payload: newAddress({ name: '   ', street: '', city: null, country_id: 999_999 }),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; message: string; fields: { path: string; message: string }[] }>();
    expect(body.code).toBe('address_invalid');
    expect(body.message).toBe('Het adres is onvolledig of onjuist.');
    expect(body.fields).toEqual([
      { path: 'body.name', message: 'Dit veld is verplicht voor een adres.' },
      { path: 'body.street', message: 'Dit veld is verplicht voor een adres.' },
      { path: 'body.city', message: 'Dit veld is verplicht voor een adres.' },
      { path: 'body.country_id', message: 'Kies een land uit de lijst.' },
    ]);
    const unknownType = await t.app.inject({
      method: 'POST',
      url: '/addresses/billing',
      headers: { cookie: vet },
      payload: newAddress(),
    });
    expect(unknownType.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('needs a customer session', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/addresses/delivery', payload: newAddress() })).statusCode,
    ).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/address_requests', headers: { cookie: staff } });
    expect(res.statusCode).toBe(403);
  });
});

describe('the staff API', () => {
  it('is for staff accounts only', async () => {
    for (const cookie of [vet, pharma]) {
      const list = await t.app.inject({ method: 'GET', url: '/staff/address_requests', headers: { cookie } });
      expect(list.statusCode).toBe(403);
      const approve = await t.app.inject({
        method: 'POST',
        url: '/staff/address_requests/1/approve',
        headers: { cookie },
      });
      expect(approve.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/staff/address_requests' })).statusCode).toBe(401);
  });

  it('a refusal needs a reason; an unknown request is a 404', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/staff/address_requests/1/refuse',
      headers: { cookie: staff },
      payload: { reason: '  ' },
    });
    expect(res.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/staff/address_requests/999999/approve',
      headers: { cookie: staff },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
