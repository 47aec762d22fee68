import { mailOutbox } from '@vetshop/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from './harness';

/**
 * auth/resend_validation: a signed-in login whose e-mail is not verified gets a new validation link (the lost or
 * expired mail was a dead end); the older link stops working; a verified login gets the same 202 and no mail.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let address = 0;
const post = (url: string, payload?: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `203.0.113.${++address}` });

async function validationMails(to: string) {
  return t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, 'validate_email')))
    .orderBy(desc(mailOutbox.id));
}
const tokenOf = (textBody: string): string => {
  const token = /token=([A-Za-z0-9_-]{43})/.exec(textBody)?.[1];
  if (!token) throw new Error('no token link in the mail');
  return token;
};

async function signUp(email: string, locale = 'fr'): Promise<string> {
  const password = 'Chiens&Chats-42';
  const res = await post(
    '/auth/register',
    { name: 'Anne Lost', login: email, password },
    { 'accept-language': locale },
  );
  expect(res.statusCode).toBe(202);
  return login(t.app, email, password);
}

describe('auth/resend_validation', () => {
  it('mails a new link in the login’s language that validates; the old link no longer does', async () => {
    const email = 'resend-new@example.test';
    const cookie = await signUp(email, 'nl');
    const [first] = await validationMails(email);
    const res = await post('/auth/resend_validation', undefined, { cookie });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: true });
    const mails = await validationMails(email);
    expect(mails).toHaveLength(2);
    const [second] = mails;
    expect(second!.locale).toBe('nl');
    const oldUse = await post('/auth/validate_email', { token: tokenOf(first!.textBody) });
    expect(oldUse.statusCode).toBe(400);
    expect(oldUse.json().code).toBe('invalid_token');
    const newUse = await post('/auth/validate_email', { token: tokenOf(second!.textBody) });
    expect(newUse.statusCode).toBe(200);
    expect(newUse.json()).toEqual({ login: email });
    const profile = await t.app.inject({ method: 'GET', url: '/auth/profile', headers: { cookie } });
    expect(profile.json().email_verified).toBe(true);
  });

  it('answers a verified login the same 202 and sends nothing', async () => {
    const cookie = await login(t.app, 'student@demo.test');
    const before = await validationMails('student@demo.test');
    const res = await post('/auth/resend_validation', undefined, { cookie });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: true });
    expect(await validationMails('student@demo.test')).toHaveLength(before.length);
  });

  it('is a 401 without a session', async () => {
    const res = await post('/auth/resend_validation', undefined, { 'accept-language': 'fr' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401 });
  });

  it('allows 3 per 10 minutes per account: the 4th is a 429 with the localised body, and no 4th mail', async () => {
    const email = 'resend-limit@example.test';
    const cookie = await signUp(email);
    // Each call from another address: the limit counts the account, not the connection.
    for (let i = 0; i < 3; i++)
      expect((await post('/auth/resend_validation', undefined, { cookie })).statusCode).toBe(202);
    const res = await post('/auth/resend_validation', undefined, { cookie, 'accept-language': 'fr' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ statusCode: 429, code: 'too_many_requests' });
    expect(res.json().message).toMatch(/^Trop de demandes .*\d+ min\.$/);
    expect(await validationMails(email)).toHaveLength(4);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(doc.paths['/auth/resend_validation']).toBeDefined();
  });
});
