import { queryRows } from '@vetshop/db';
import { DEMO_PASSWORD } from '@vetshop/demo-data';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from './harness';

/** Issue 9 §4: the profile's calls — vet groups, newsletter (both calls of doc 2 §7), password change. */
let t: TestApp;
let vet: string;
let pharma: string;
beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
  pharma = await login(t.app, 'pharma@demo.test');
});
afterAll(() => t.close());

const customerId = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/customer', headers: { cookie } })).json<{
    data: { id: number };
  }>().data.id;

describe('veterinary groups', () => {
  it("lists the vet's groups by sequence, without the RFA one", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/veterinary_groups', headers: { cookie: vet } });
    expect(res.statusCode).toBe(200);
    const names = res.json<{ data: { name: string; sequence: number }[] }>().data.map((g) => g.name);
    expect(names).toEqual(['Vet Efficiency', 'Equi Vet Group']);
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from veterinary_groups g join customers c on g.id = any(c.vet_group_ids)
          join users u on u.customer_id = c.id where u.login = 'vet@demo.test' and g.name like '%RFA%'`,
    );
    expect(row!.n).toBe(1);
  });

  it('needs a session and a customer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/veterinary_groups' })).statusCode).toBe(401);
    const staff = await login(t.app, 'staff@demo.test');
    const res = await t.app.inject({ method: 'GET', url: '/veterinary_groups', headers: { cookie: staff } });
    expect(res.statusCode).toBe(403);
  });
});

describe('newsletter', () => {
  it('PUT customer with opt_out and POST customer/{id}/update with optIn set the same flag', async () => {
    const id = await customerId(pharma);
    const out = await t.app.inject({
      method: 'PUT',
      url: '/customer',
      headers: { cookie: pharma },
      payload: { opt_out: true },
    });
    expect(out.json()).toEqual({ opt_out: true });
    expect(
      (await t.app.inject({ method: 'GET', url: '/customer', headers: { cookie: pharma } })).json().data
        .opt_out,
    ).toBe(true);
    const back = await t.app.inject({
      method: 'POST',
      url: `/customer/${id}/update`,
      headers: { cookie: pharma },
      payload: { optIn: true },
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ opt_out: false });
  });

  it("another customer's id is a 404 and changes nothing", async () => {
    const vetId = await customerId(vet);
    const before = (await t.app.inject({ method: 'GET', url: '/customer', headers: { cookie: vet } })).json()
      .data.opt_out;
    const res = await t.app.inject({
      method: 'POST',
      url: `/customer/${vetId}/update`,
      headers: { cookie: pharma },
      payload: { optIn: before },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    const after = (await t.app.inject({ method: 'GET', url: '/customer', headers: { cookie: vet } })).json()
      .data.opt_out;
    expect(after).toBe(before);
  });

  it('bad input is a 400 with a localised message', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/customer',
      headers: { cookie: pharma, 'accept-language': 'nl' },
      payload: { opt_out: 'yes' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      message: 'De verzonden gegevens zijn ongeldig.',
    });
    expect(res.json().fields[0].path).toBe('body.opt_out');
    expect(
      (await t.app.inject({ method: 'PUT', url: '/customer', payload: { opt_out: true } })).statusCode,
    ).toBe(401);
  });
});

describe('password change', () => {
  const change = (cookie: string, current: string, next: string, lang = 'fr') =>
    t.app.inject({
      method: 'POST',
      url: '/auth/password',
      headers: { cookie, 'accept-language': lang },
      payload: { current_password: current, new_password: next },
    });

  it('refuses a wrong current password with a clear error, counted as a failed sign-in', async () => {
    const cookie = await login(t.app, 'student@demo.test');
    const res = await change(cookie, 'not-my-password', 'Une-phrase-longue-42');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'current_password_incorrect',
      message: 'Le mot de passe actuel est incorrect.',
    });
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from login_failures where login = 'student@demo.test'`,
    );
    expect(row!.n).toBe(1);
  });

  it('says everything a weak new password lacks, in the buyer language', async () => {
    const cookie = await login(t.app, 'student@demo.test');
    const res = await change(cookie, DEMO_PASSWORD, 'student', 'en');
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; fields: { path: string; message: string }[] }>();
    expect(body.code).toBe('password_too_weak');
    expect(body.fields.map((f) => f.message)).toEqual([
      'At least 10 characters.',
      'Must not contain your login.',
    ]);
  });

  it('is throttled as sign-ins are: five wrong current passwords, then 429', async () => {
    const cookie = await login(t.app, 'blocked@demo.test');
    for (let i = 0; i < 5; i++)
      expect((await change(cookie, `wrong-${i}`, 'Une-phrase-longue-42')).statusCode).toBe(400);
    const res = await change(cookie, DEMO_PASSWORD, 'Une-phrase-longue-42');
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('too_many_attempts');
  });

  it('changes the password, closes every other session of the user and keeps this one', async () => {
    const app = (await createTestApp()).app;
    try {
      const other = await login(app, 'vet@demo.test');
      const third = await login(app, 'vet@demo.test');
      const mine = await login(app, 'vet@demo.test');
      const res = await app.inject({
        method: 'POST',
        url: '/auth/password',
        headers: { cookie: mine },
        payload: { current_password: DEMO_PASSWORD, new_password: 'Chevaux-au-pré-42' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().closed_sessions).toBeGreaterThanOrEqual(2);
      for (const closed of [other, third])
        expect(
          (await app.inject({ method: 'GET', url: '/customer', headers: { cookie: closed } })).statusCode,
        ).toBe(401);
      expect(
        (await app.inject({ method: 'GET', url: '/customer', headers: { cookie: mine } })).statusCode,
      ).toBe(200);
      await expect(login(app, 'vet@demo.test')).rejects.toThrow(/403/);
      await login(app, 'vet@demo.test', 'Chevaux-au-pré-42');
    } finally {
      await app.close();
    }
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/password',
      payload: { current_password: 'x', new_password: 'y' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('OpenAPI document', () => {
  it('lists the profile, address request and staff calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(doc.paths['/veterinary_groups'] ?? {})).toContain('get');
    expect(Object.keys(doc.paths['/customer'] ?? {})).toEqual(expect.arrayContaining(['get', 'put']));
    expect(Object.keys(doc.paths['/customer/{id}/update'] ?? {})).toContain('post');
    expect(Object.keys(doc.paths['/auth/password'] ?? {})).toContain('post');
    expect(Object.keys(doc.paths['/addresses/{type}'] ?? {})).toContain('post');
    expect(Object.keys(doc.paths['/addresses/{type}/{id}'] ?? {})).toEqual(
      expect.arrayContaining(['post', 'delete']),
    );
    expect(Object.keys(doc.paths['/address_requests'] ?? {})).toContain('get');
    expect(Object.keys(doc.paths['/staff/address_requests'] ?? {})).toContain('get');
    expect(Object.keys(doc.paths['/staff/address_requests/{id}/approve'] ?? {})).toContain('post');
    expect(Object.keys(doc.paths['/staff/address_requests/{id}/refuse'] ?? {})).toContain('post');
  });
});
