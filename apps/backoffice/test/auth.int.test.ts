import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('auth (credentials mode)', () => {
  it('signs in, sets an HttpOnly SameSite=Lax session cookie and answers with the profile', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { login: 'VET@demo.test ', password: 'demo1234' },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'vetshop_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    const profile = res.json();
    expect(profile).toMatchObject({
      login: 'vet@demo.test',
      role: 'veterinary',
      can_order: true,
      is_staff: false,
    });

    const again = await t.app.inject({
      method: 'GET',
      url: '/auth/profile',
      headers: { cookie: `vetshop_session=${cookie!.value}` },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().customer_id).toBe(profile.customer_id);
  });

  it('accepts the session token as a bearer header too', async () => {
    const cookie = await login(t.app, 'pharma@demo.test');
    const token = cookie.split('=')[1]!;
    const res = await t.app.inject({
      method: 'GET',
      url: '/auth/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('pharmacist');
  });

  it('refuses a wrong password with 403 and a message in the caller language', async () => {
    for (const [lang, text] of [
      ['fr-BE,fr;q=0.9', 'Identifiant ou mot de passe incorrect.'],
      ['nl-BE', 'Gebruikersnaam of wachtwoord onjuist.'],
      ['en-US,en;q=0.8', 'Incorrect login or password.'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'accept-language': lang },
        payload: { login: 'student@demo.test', password: 'wrong' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'invalid_credentials', message: text });
      expect(res.cookies.find((c) => c.name === 'vetshop_session')).toBeUndefined();
    }
  });

  it('answers an unknown login exactly like a wrong password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { login: 'nobody@demo.test', password: 'demo1234' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('invalid_credentials');
  });

  it('rejects malformed input with 400 and the offending fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'accept-language': 'en' },
      payload: { login: 42 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.fields.map((f: { path: string }) => f.path).sort()).toEqual(['body.login', 'body.password']);
    expect(body.fields.find((f: { path: string }) => f.path === 'body.password').message).toBe(
      'This field is required.',
    );
  });

  it('slows down password guessing: the 6th failure in 15 minutes is refused with 429 and Retry-After', async () => {
    const attempt = (password: string) =>
      t.app.inject({ method: 'POST', url: '/auth/login', payload: { login: 'blocked@demo.test', password } });
    for (let i = 0; i < 5; i++) expect((await attempt('guess' + i)).statusCode).toBe(403);
    const refused = await attempt('demo1234');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_attempts');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from the same address is not affected.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { login: 'student@demo.test', password: 'demo1234' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('logs out: the session no longer works and the cookie is cleared', async () => {
    const cookie = await login(t.app, 'student@demo.test');
    const out = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'vetshop_session')?.value).toBe('');
    const res = await t.app.inject({ method: 'GET', url: '/auth/profile', headers: { cookie } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'not_authenticated', message: 'Vous n’êtes pas authentifié.' });
  });

  it('requires a session on every endpoint of the ordering loop (401)', async () => {
    const uuid = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string, unknown?][] = [
      ['GET', '/auth/profile'],
      ['GET', '/customer'],
      ['GET', '/customer/sales_person'],
      ['GET', '/addresses/invoicing'],
      ['GET', '/addresses/delivery'],
      ['GET', '/settings'],
      ['POST', '/v2/cart/sync', { uuid: null, transactions: [] }],
      ['POST', '/carts/sync', { uuid: null, transactions: [] }],
      ['POST', '/carts/current/update', { note: 'x' }],
      ['GET', '/carts/current/delivery_carriers'],
      ['POST', '/carts/current/set_carrier', { carrier_id: 1 }],
      ['GET', '/carts/next_suite_name'],
      ['POST', '/carts/refresh_qty_unavailable', { uuid }],
      ['POST', '/carts/confirm', { uuid }],
      ['GET', '/sales'],
      ['GET', '/sales/1'],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({
        method: method as 'GET' | 'POST',
        url,
        ...(payload ? { payload: payload as object } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().code).toBe('not_authenticated');
    }
  });

  it('a staff account has a profile but is not a customer (403 on customer endpoints)', async () => {
    const cookie = await login(t.app, 'staff@demo.test');
    const profile = await t.app.inject({ method: 'GET', url: '/auth/profile', headers: { cookie } });
    expect(profile.json()).toMatchObject({ is_staff: true, role: null, customer_id: null });
    const res = await t.app.inject({
      method: 'GET',
      url: '/customer',
      headers: { cookie, 'accept-language': 'nl' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'not_a_customer',
      message: 'Dit account is geen klantenaccount.',
    });
  });
});
