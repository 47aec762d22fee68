import { authTokens, mailOutbox, queryRows } from '@vetshop/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from './harness';

/**
 * Issue 11 §4, credentials mode: auth/register (all three or 400; a login without a customer; same answer for an
 * existing login), auth/validate_email, auth/request_reset_password (same answer for unknown and known logins)
 * and auth/set_password (single use, expiring, hashed; closes sessions). Tokens travel only in the mail.
 */
let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterAll(() => t.close());

let address = 0;
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `192.0.2.${++address}` });

async function latestToken(to: string, kind: string): Promise<string> {
  // A reset mail is written after the call has answered.
  await t.ctx.afterAnswer.settled();
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = mail && /token=([A-Za-z0-9_-]{43})/.exec(mail.textBody)?.[1];
  if (!token) throw new Error(`no ${kind} mail to ${to}`);
  return token;
}

describe('auth/register', () => {
  it.each([
    ['name', { login: 'x@example.test', password: 'Long-enough-9' }],
    ['login', { name: 'X', password: 'Long-enough-9' }],
    ['password', { name: 'X', login: 'x@example.test' }],
  ])('is a 400 without %s', async (field, payload) => {
    const res = await post('/auth/register', payload, { 'accept-language': 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: `body.${field}`, message: 'Ce champ est obligatoire.' }],
    });
  });

  it('creates an unverified login without a customer: no prices, no ordering; the mailed link validates it once', async () => {
    const res = await post('/auth/register', {
      name: 'Marc Dubois',
      login: 'Marc@Example.test',
      password: 'Chiens&Chats-42',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: true });
    const cookie = await login(t.app, 'marc@example.test', 'Chiens&Chats-42');
    const profile = await t.app.inject({ method: 'GET', url: '/auth/profile', headers: { cookie } });
    expect(profile.json()).toMatchObject({
      email_verified: false,
      customer_id: null,
      role: null,
      can_order: false,
      is_staff: false,
    });
    const customer = await t.app.inject({ method: 'GET', url: '/customer', headers: { cookie } });
    expect(customer.statusCode).toBe(403);
    expect(customer.json().code).toBe('not_a_customer');
    const staff = await t.app.inject({ method: 'GET', url: '/staff/summary', headers: { cookie } });
    expect(staff.statusCode).toBe(403);
    const search = await t.app.inject({
      method: 'GET',
      url: '/search/products?q=amoxicilline',
      headers: { cookie },
    });
    expect(search.statusCode).toBe(200);
    const hits = search.json<{ hits: { price: unknown }[] }>().hits;
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.price === null)).toBe(true);

    const token = await latestToken('marc@example.test', 'validate_email');
    const ok = await post('/auth/validate_email', { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ login: 'marc@example.test' });
    const again = await post('/auth/validate_email', { token }, { 'accept-language': 'en' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      statusCode: 400,
      code: 'invalid_token',
      message: 'This link is no longer valid: it has already been used or has expired. Ask for a new one.',
    });
    const after = await t.app.inject({ method: 'GET', url: '/auth/profile', headers: { cookie } });
    expect(after.json().email_verified).toBe(true);
  });

  it('answers an existing login the same way and makes no second account (nor changes its password)', async () => {
    const res = await post('/auth/register', {
      name: 'Intrus',
      login: 'vet@demo.test',
      password: 'Autre-mot-2-passe',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: true });
    const rows = await queryRows(t.db, sql`select id from users where login = 'vet@demo.test'`);
    expect(rows).toHaveLength(1);
    await login(t.app, 'vet@demo.test');
  });

  it('mails an unproven address nothing the sender wrote, and only once (issue 17 §4)', async () => {
    const spam = 'Cheap pills at https://evil.example — reply now';
    const mailsTo = (to: string) =>
      t.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, 'validate_email')));
    const res = await post(
      '/auth/register',
      { name: spam, login: 'stranger@example.test', password: 'Chiens&Chats-42' },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(202);
    const [mail, ...more] = await mailsTo('stranger@example.test');
    expect(more).toHaveLength(0);
    for (const part of [mail!.subject, mail!.textBody, mail!.htmlBody]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('Cheap pills');
    }
    expect(mail!.textBody).toMatch(/^Hello,$/m);
    // The same address again, from elsewhere: the same answer, and no second mail to the stranger.
    const again = await post('/auth/register', {
      name: spam,
      login: 'Stranger@example.test',
      password: 'Chiens&Chats-43',
    });
    expect(again.statusCode).toBe(202);
    expect(await mailsTo('stranger@example.test')).toHaveLength(1);
  });

  it('refuses a weak password with the change-password rules', async () => {
    const res = await post('/auth/register', { name: 'A', login: 'weak@example.test', password: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('password_too_weak');
  });
});

describe('password reset', () => {
  it('answers an unknown and a known login identically; only the known one gets a mail', async () => {
    const before = await t.db.select({ id: mailOutbox.id }).from(mailOutbox);
    const unknown = await post('/auth/request_reset_password', { login: 'nobody@example.test' });
    const known = await post('/auth/request_reset_password', { login: ' Student@Demo.test ' });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    await t.ctx.afterAnswer.settled();
    const after = await t.db.select().from(mailOutbox);
    const added = after.filter((m) => !before.some((b) => b.id === m.id));
    expect(added.map((m) => [m.toAddress, m.kind])).toEqual([['student@demo.test', 'reset_password']]);
    expect(added[0]!.textBody).toMatch(/\/account\/set-password\?token=/);
  });

  it('answers before the login is looked up: the same answer, and the token and mail come after it (issue 17 §3)', async () => {
    const resetMails = async () =>
      (
        await t.db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.toAddress, 'vet@demo.test'), eq(mailOutbox.kind, 'reset_password')))
      ).length;
    const resetTokens = async () =>
      (
        await t.db
          .select({ id: authTokens.id })
          .from(authTokens)
          .where(eq(authTokens.purpose, 'reset_password'))
      ).length;
    // The work after the answer is held until the test lets it run: what happened before the answer is all
    // the answer could have waited for.
    const held: (() => Promise<void>)[] = [];
    const events: string[] = [];
    const real = t.ctx.afterAnswer;
    t.ctx.afterAnswer = {
      run: (task) => {
        events.push('work queued');
        held.push(async () => {
          events.push('work');
          await task();
        });
      },
      settled: async () => undefined,
    };
    try {
      const [mailsBefore, tokensBefore] = [await resetMails(), await resetTokens()];
      const known = await post('/auth/request_reset_password', { login: 'vet@demo.test' });
      events.push('known answered');
      expect([await resetMails(), await resetTokens()]).toEqual([mailsBefore, tokensBefore]);
      const unknown = await post('/auth/request_reset_password', { login: 'nobody-at-all@example.test' });
      events.push('unknown answered');
      for (const task of held.splice(0)) await task();
      expect(events).toEqual([
        'work queued',
        'known answered',
        'work queued',
        'unknown answered',
        'work',
        'work',
      ]);
      // Status, body and headers tell nothing; only the known login got its token and mail, afterwards.
      expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
      expect(known.body).toBe(unknown.body);
      const headers = (h: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(h).filter(([k]) => !['date', 'x-request-id'].includes(k)));
      expect(headers(known.headers)).toEqual(headers(unknown.headers));
      expect([await resetMails(), await resetTokens()]).toEqual([mailsBefore + 1, tokensBefore + 1]);
    } finally {
      t.ctx.afterAnswer = real;
    }
  });

  it('mails one login at most 3 reset links an hour, however many addresses ask at once', async () => {
    const resetMails = async () =>
      (
        await t.db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.toAddress, 'staff@demo.test'), eq(mailOutbox.kind, 'reset_password')))
      ).length;
    const before = await resetMails();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post('/auth/request_reset_password', { login: 'staff@demo.test' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(202));
    await t.ctx.afterAnswer.settled();
    expect(await resetMails()).toBe(before + 3);
    // The latest link sent still works.
    const token = await latestToken('staff@demo.test', 'reset_password');
    expect((await post('/auth/set_password', { token, password: 'Nouveau-pass-78' })).statusCode).toBe(200);
  });

  it('sets the password once with the link, closes every session, and the old link is dead', async () => {
    const session = await login(t.app, 'blocked@demo.test');
    await post('/auth/request_reset_password', { login: 'blocked@demo.test' });
    const first = await latestToken('blocked@demo.test', 'reset_password');
    await post('/auth/request_reset_password', { login: 'blocked@demo.test' });
    const second = await latestToken('blocked@demo.test', 'reset_password');
    expect(second).not.toBe(first);

    // The newer link replaced the older one.
    const old = await post('/auth/set_password', { token: first, password: 'Nouveau-pass-77' });
    expect(old.statusCode).toBe(400);
    expect(old.json().code).toBe('invalid_token');
    // A weak password does not spend the token.
    const weak = await post('/auth/set_password', { token: second, password: 'short' });
    expect(weak.json().code).toBe('password_too_weak');
    const ok = await post('/auth/set_password', { token: second, password: 'Nouveau-pass-77' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ login: 'blocked@demo.test' });
    const profile = await t.app.inject({ method: 'GET', url: '/auth/profile', headers: { cookie: session } });
    expect(profile.statusCode).toBe(401);
    await login(t.app, 'blocked@demo.test', 'Nouveau-pass-77');
    const reused = await post('/auth/set_password', { token: second, password: 'Encore-un-autre-8' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('invalid_token');
  });

  it('refuses an unknown or expired token; only the hash is stored', async () => {
    const unknown = await post('/auth/set_password', { token: 'A'.repeat(43), password: 'Nouveau-pass-77' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('invalid_token');

    await post('/auth/request_reset_password', { login: 'pharma@demo.test' });
    const token = await latestToken('pharma@demo.test', 'reset_password');
    const stored = await t.db.select().from(authTokens);
    expect(stored.some((r) => r.tokenHash === token)).toBe(false);
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
    clock += 61 * 60 * 1000;
    const expired = await post('/auth/set_password', { token, password: 'Nouveau-pass-77' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('invalid_token');
    await login(t.app, 'pharma@demo.test');
  });

  it('limits reset requests per client address (429 after 5 within 15 minutes)', async () => {
    const from = '198.51.100.200';
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/auth/request_reset_password',
        payload: { login: 'nobody@example.test' },
        remoteAddress: from,
        headers: { 'accept-language': 'fr' },
      });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(202);
    const res = await send();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ statusCode: 429, code: 'too_many_requests' });
    expect(res.json().message).toMatch(
      /^Trop de demandes depuis votre connexion\. Réessayez dans \d+ min\.$/,
    );
  });

  it('documents the calls in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    for (const path of [
      '/auth/register',
      '/auth/validate_email',
      '/auth/request_reset_password',
      '/auth/set_password',
    ])
      expect(doc.paths[path], path).toBeDefined();
  });
});
