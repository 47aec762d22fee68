import { ACCOUNT_STANDINGS, type Profile } from '@vetshop/contract';
import { mailOutbox, queryRows } from '@vetshop/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, registrationForm, type TestApp } from './harness';

/**
 * Where a signed-in login stands (GET auth/profile and the sign-in's answer, field `standing`): a customer, staff,
 * or a login without a customer (auth/register) whose e-mail is not verified yet, whose registration is pending or
 * was refused, or who has no registration at all. Nothing about a registration is said before the e-mail is proven.
 */
let t: TestApp;
let staff: string;
let belgium: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await login(t.app, 'staff@demo.test');
  const [be] = await queryRows<{ id: number }>(t.db, sql`select id from countries where code = 'BE'`);
  belgium = be!.id;
});
afterAll(() => t.close());

// Each public post its own client address: the per-address limits are tested elsewhere.
let address = 0;
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `198.51.100.${++address}` });

const PASSWORD = 'Chiens&Chats-42';

/** A login made by auth/register; its e-mail validated with the mailed link when `verified`. */
async function signUp(email: string, verified: boolean): Promise<string> {
  const res = await post('/auth/register', { name: 'Julie Martin', login: email, password: PASSWORD });
  expect(res.statusCode).toBe(202);
  if (verified) {
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'validate_email')))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const token = mail && /token=([A-Za-z0-9_-]{43})/.exec(mail.textBody)?.[1];
    expect(token).toBeTruthy();
    expect((await post('/auth/validate_email', { token: token! })).statusCode).toBe(200);
  }
  return login(t.app, email, PASSWORD);
}

/** A registration (the professional form) for this e-mail; answers its id. */
async function applyFor(email: string): Promise<number> {
  const res = await post(
    '/registrations',
    registrationForm(email, belgium, {
      first_name: 'Julie',
      last_name: 'Martin',
      activities: ['pets'],
      lang: 'fr',
    }),
  );
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}

async function profile(cookie: string): Promise<Profile> {
  const res = await t.app.inject({ method: 'GET', url: '/auth/profile', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json<Profile>();
}

describe('the standing of a signed-in login', () => {
  it('is customer for a buyer and staff for the provider, as before otherwise', async () => {
    expect(await profile(await login(t.app, 'vet@demo.test'))).toMatchObject({
      standing: 'customer',
      role: 'veterinary',
      can_order: true,
    });
    expect(await profile(staff)).toMatchObject({ standing: 'staff', customer_id: null, is_staff: true });
  });

  it('is email_unverified until the mailed link is used, even with a pending registration for that e-mail', async () => {
    const email = 'standing.unverified@example.test';
    await applyFor(email);
    const cookie = await signUp(email, false);
    expect(await profile(cookie)).toMatchObject({
      standing: 'email_unverified',
      email_verified: false,
      customer_id: null,
    });
  });

  it('is no_registration for a verified bare login, whoever else registered', async () => {
    await applyFor('standing.someone.else@example.test');
    const cookie = await signUp('standing.bare@example.test', true);
    expect((await profile(cookie)).standing).toBe('no_registration');
  });

  it('is registration_pending once the clinic applied with that e-mail (in any letter case), and says so at sign-in', async () => {
    const email = 'standing.pending@example.test';
    const cookie = await signUp(email, true);
    await applyFor('Standing.Pending@Example.test');
    expect((await profile(cookie)).standing).toBe('registration_pending');
    const signIn = await post('/auth/login', { login: email, password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json<Profile>().standing).toBe('registration_pending');
  });

  it('is registration_refused after staff refuse it, pending again when the clinic applies anew', async () => {
    const email = 'standing.refused@example.test';
    const cookie = await signUp(email, true);
    const id = await applyFor(email);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/staff/registrations/${id}/refuse`,
      headers: { cookie: staff },
      payload: { reason: 'Nous ne livrons que les cabinets établis en Belgique.' },
    });
    expect(refused.statusCode).toBe(200);
    expect((await profile(cookie)).standing).toBe('registration_refused');
    await applyFor(email);
    expect((await profile(cookie)).standing).toBe('registration_pending');
  });

  it('becomes customer when staff approve: the same session then makes buyer calls', async () => {
    const email = 'standing.approved@example.test';
    const cookie = await signUp(email, true);
    const id = await applyFor(email);
    const before = await t.app.inject({ method: 'GET', url: '/customer', headers: { cookie } });
    expect(before.statusCode).toBe(403);
    expect(before.json()).toMatchObject({ code: 'not_a_customer' });
    const [pl] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from pricelists where code = 'veterinary'`,
    );
    const approved = await t.app.inject({
      method: 'POST',
      url: `/staff/registrations/${id}/approve`,
      headers: { cookie: staff },
      payload: { role: 'veterinary', pricelist_id: pl!.id, customer_name: 'Clinique Martin' },
    });
    expect(approved.statusCode).toBe(200);
    expect(await profile(cookie)).toMatchObject({ standing: 'customer', customer_name: 'Clinique Martin' });
    expect((await t.app.inject({ method: 'GET', url: '/customer', headers: { cookie } })).statusCode).toBe(
      200,
    );
  });

  it('is documented in the generated OpenAPI of auth/profile and auth/login, with its six values', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).body;
    const spec = JSON.parse(doc) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    for (const [path, method] of [
      ['/auth/profile', 'get'],
      ['/auth/login', 'post'],
    ] as const) {
      const ok = JSON.stringify(spec.paths[path]?.[method]?.responses['200']);
      expect(ok).toContain('"standing"');
      for (const value of ACCOUNT_STANDINGS) expect(ok).toContain(`"${value}"`);
    }
  });

  it('is 401 without a session, with the documented body in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/auth/profile',
      headers: { 'accept-language': 'nl' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      statusCode: 401,
      code: 'not_authenticated',
      message: 'U bent niet aangemeld.',
    });
  });
});
