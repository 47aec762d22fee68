import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from './harness';

let t: TestApp;
let vet: string;
beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
});
afterAll(() => t.close());

describe('customer, addresses, settings', () => {
  it('GET customer gives the profile fields with role, pricelist and can_order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/customer', headers: { cookie: vet } });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ role: 'veterinary', can_order: true });
    expect(data.pricelist.code).toBe('veterinary');
    expect(data.ref).toMatch(/\S/);
    expect(data.invoicing_address?.type).toBe('invoicing');
    expect(data.delivery_address?.type).toBe('delivery');
  });

  it('names the payment mode in the caller language', async () => {
    const nl = await t.app.inject({
      method: 'GET',
      url: '/customer',
      headers: { cookie: vet, 'accept-language': 'nl' },
    });
    expect(['Overschrijving', 'Domiciliëring']).toContain(nl.json().data.payment_mode.name);
    const en = await t.app.inject({
      method: 'GET',
      url: '/customer',
      headers: { cookie: vet, 'accept-language': 'en' },
    });
    expect(['Bank transfer', 'Direct debit']).toContain(en.json().data.payment_mode.name);
  });

  it('a customer that may not order says so', async () => {
    const cookie = await login(t.app, 'blocked@demo.test');
    const res = await t.app.inject({ method: 'GET', url: '/customer', headers: { cookie } });
    expect(res.json().data.can_order).toBe(false);
  });

  it('GET customer/sales_person gives name and a phone', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/customer/sales_person',
      headers: { cookie: vet },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.name).toMatch(/\S/);
    expect(body).toHaveProperty('address.phone');
  });

  it('lists invoicing and delivery addresses, main first, valid per the spec rule, main not deletable', async () => {
    for (const type of ['invoicing', 'delivery']) {
      const res = await t.app.inject({ method: 'GET', url: `/addresses/${type}`, headers: { cookie: vet } });
      expect(res.statusCode).toBe(200);
      const { count, items } = res.json();
      expect(count).toBe(items.length);
      expect(count).toBeGreaterThan(0);
      expect(items[0].main).toBe(true);
      for (const a of items) {
        expect(a.type).toBe(type);
        expect(a.valid).toBe(true);
        // Changes are requested (addresses module); a main address may not be deleted (spec doc 1 §5).
        expect(a.access).toEqual({ update: true, delete: !a.main });
      }
    }
  });

  it('GET settings gives countries, titles, states and currencies in the caller language', async () => {
    const fr = (await t.app.inject({ method: 'GET', url: '/settings', headers: { cookie: vet } })).json();
    const nl = (
      await t.app.inject({
        method: 'GET',
        url: '/settings',
        headers: { cookie: vet, 'accept-language': 'nl-BE' },
      })
    ).json();
    const be = (list: { code: string; name: string }[]) => list.find((c) => c.code === 'BE')?.name;
    expect(be(fr.countries)).toBe('Belgique');
    expect(be(nl.countries)).toBe('België');
    expect(fr.states.map((s: { code: string }) => s.code)).toEqual(
      expect.arrayContaining(['BBR', 'VAN', 'WNA']),
    );
    expect(fr.currencies.map((c: { code: string }) => c.code)).toContain('EUR');
    expect(fr.titles.length).toBeGreaterThanOrEqual(4);
    expect(nl.payment_modes.map((m: { code: string; name: string }) => [m.code, m.name])).toEqual(
      expect.arrayContaining([['transfer', 'Overschrijving']]),
    );
  });
});
