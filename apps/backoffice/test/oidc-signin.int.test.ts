import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { queryRows } from '@vetshop/db';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from './harness';

/**
 * Identity-provider sign-in (issue 21, decision 036) against a real issuer: a local HTTP server publishing its
 * discovery document and key set, whose private key signs the access tokens. Every refusal the decision lists
 * is asserted on its own; the clock of the app moves to see a session expire with its token.
 */

const AUDIENCE = 'vetshop-backoffice';
const KID = 'provider-key-1';

let issuer: string;
let provider: Server;
let providerKey: CryptoKey;
/** Another key pair: what a forger holds. */
let strangerKey: CryptoKey;
let discoveryCalls = 0;
let t: TestApp;
/** Added to the real time by the app's clock (jose reads the same clock through `currentDate`). */
let offsetMs = 0;

const nowS = () => Math.floor((Date.now() + offsetMs) / 1000);

interface TokenOptions {
  iss?: string;
  aud?: string;
  /** Seconds from the app's now. */
  expiresIn?: number;
  key?: CryptoKey;
  kid?: string;
}

async function accessToken(claims: JWTPayload, o: TokenOptions = {}): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: o.kid ?? KID, typ: 'at+jwt' })
    .setIssuer(o.iss ?? issuer)
    .setAudience(o.aud ?? AUDIENCE)
    .setIssuedAt(nowS())
    .setExpirationTime(nowS() + (o.expiresIn ?? 300))
    .sign(o.key ?? providerKey);
}

const vet = (sub = 'kc-vet-1') => ({ sub, email: 'Vet@Demo.TEST', email_verified: true });

function signin(token: string | null, cookie?: string, lang = 'en'): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/auth/signin',
    headers: {
      'accept-language': lang,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(cookie ? { cookie } : {}),
    },
  });
}

const profile = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/auth/profile', headers: { cookie } });

function sessionCookie(res: LightMyRequestResponse) {
  const cookie = res.cookies.find((c) => c.name === 'vetshop_session');
  if (!cookie) throw new Error(`no session cookie: ${res.statusCode} ${res.body}`);
  return cookie;
}

async function sessionRow(token: string) {
  const hash = createHash('sha256').update(token).digest('hex');
  const [row] = await queryRows<{ expires_at: Date | string; oidc_subject: string | null }>(
    t.db,
    sql`select expires_at, oidc_subject from sessions where token_hash = ${hash}`,
  );
  return row ? { expiresAt: new Date(row.expires_at), subject: row.oidc_subject } : null;
}

function expectRefused(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(401);
  expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  expect(res.json()).toMatchObject({
    statusCode: 401,
    code: 'invalid_token',
    message: 'Your sign-in is no longer valid: please sign in again.',
  });
  expect(res.cookies.find((c) => c.name === 'vetshop_session')).toBeUndefined();
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  providerKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  provider = createServer((req, res) => {
    const send = (body: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/.well-known/openid-configuration') {
      discoveryCalls++;
      send({ issuer, jwks_uri: `${issuer}/jwks`, id_token_signing_alg_values_supported: ['RS256'] });
    } else if (req.url === '/jwks') send({ keys: [jwk] });
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  t = await createTestApp({
    now: () => new Date(Date.now() + offsetMs),
    env: { OIDC_ISSUER: issuer, OIDC_AUDIENCE: AUDIENCE },
  });
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => provider?.close(resolve));
});

describe('POST /auth/signin (identity-provider mode)', () => {
  it("opens the session of the token's e-mail (any case), expiring at the token's exp", async () => {
    offsetMs = 0;
    const token = await accessToken(vet(), { expiresIn: 600 });
    const exp = nowS() + 600;
    const res = await signin(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ login: 'vet@demo.test', role: 'veterinary', can_order: true });
    const cookie = sessionCookie(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(Math.abs(cookie.expires!.getTime() - exp * 1000)).toBeLessThanOrEqual(1000);
    const row = await sessionRow(cookie.value);
    expect(row?.subject).toBe('kc-vet-1');
    expect(row?.expiresAt.getTime()).toBe(cookie.expires!.getTime());

    // The session is an ordinary one: an authenticated call works with it, cookie or bearer.
    const session = `vetshop_session=${cookie.value}`;
    expect((await profile(session)).json().login).toBe('vet@demo.test');
    const carts = await t.app.inject({
      method: 'GET',
      url: '/auth/profile',
      headers: { authorization: `Bearer ${cookie.value}` },
    });
    expect(carts.statusCode).toBe(200);

    // Past the token's exp, not renewed: 401 on every call.
    offsetMs = 601_000;
    expect((await profile(session)).statusCode).toBe(401);
    offsetMs = 0;
  });

  it('answers 409 registration_required with the e-mail for a buyer without a login', async () => {
    const res = await signin(
      await accessToken({ sub: 'kc-new', email: 'New.Vet@Example.test' }),
      undefined,
      'fr',
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      code: 'registration_required',
      message:
        'Aucun compte n’a pour identifiant l’adresse e-mail new.vet@example.test : inscrivez-vous d’abord.',
      details: { email: 'new.vet@example.test' },
    });
    expect(res.cookies.find((c) => c.name === 'vetshop_session')).toBeUndefined();
  });

  describe('refuses with 401 invalid_token and WWW-Authenticate', () => {
    it('no token', async () => expectRefused(await signin(null)));
    it('another issuer', async () =>
      expectRefused(await signin(await accessToken(vet(), { iss: 'http://127.0.0.1:9/realms/other' }))));
    it('another audience', async () =>
      expectRefused(await signin(await accessToken(vet(), { aud: 'another-api' }))));
    it('expired', async () => expectRefused(await signin(await accessToken(vet(), { expiresIn: -60 }))));
    it('expired a moment ago, within the clock tolerance jose allows', async () =>
      expectRefused(await signin(await accessToken(vet(), { expiresIn: -2 }))));
    it('alg none (unsigned)', async () => {
      const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const unsigned = `${part({ alg: 'none', typ: 'JWT' })}.${part({
        ...vet(),
        iss: issuer,
        aud: AUDIENCE,
        iat: nowS(),
        exp: nowS() + 300,
      })}.`;
      expectRefused(await signin(unsigned));
    });
    it("signed by another key under the provider's key id", async () =>
      expectRefused(await signin(await accessToken(vet(), { key: strangerKey }))));
    it('signed by another key under an unknown key id', async () =>
      expectRefused(await signin(await accessToken(vet(), { key: strangerKey, kid: 'forged' }))));
    it('a symmetric algorithm (HS256)', async () => {
      const hs = await new SignJWT(vet())
        .setProtectedHeader({ alg: 'HS256', kid: KID })
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setExpirationTime(nowS() + 300)
        .sign(new TextEncoder().encode('a secret the provider never shared with anyone'));
      expectRefused(await signin(hs));
    });
    it('no sub', async () =>
      expectRefused(await signin(await accessToken({ email: 'vet@demo.test', email_verified: true }))));
    it('no email', async () => expectRefused(await signin(await accessToken({ sub: 'kc-vet-1' }))));
    it('an e-mail the provider has not verified', async () =>
      expectRefused(await signin(await accessToken({ ...vet(), email_verified: false }))));
  });

  it('read the discovery document once for all those sign-ins', () => {
    expect(discoveryCalls).toBe(1);
  });

  it('renews: the same subject extends the same session, whose token is answered again', async () => {
    offsetMs = 0;
    const first = sessionCookie(await signin(await accessToken(vet('kc-vet-2'), { expiresIn: 120 })));
    const session = `vetshop_session=${first.value}`;
    const res = await signin(await accessToken(vet('kc-vet-2'), { expiresIn: 900 }), session);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().login).toBe('vet@demo.test');
    const renewed = sessionCookie(res);
    expect(renewed.value).toBe(first.value);
    expect(renewed.expires!.getTime()).toBeGreaterThan(first.expires!.getTime());
    expect((await sessionRow(first.value))?.expiresAt.getTime()).toBe(renewed.expires!.getTime());
    // Past the first token's exp, within the second's: still signed in with the same session token.
    offsetMs = 300_000;
    expect((await profile(session)).statusCode).toBe(200);
    offsetMs = 0;
  });

  it('closes the session and answers 401 subject_changed when the subject changes on renewal', async () => {
    const first = sessionCookie(await signin(await accessToken(vet('kc-vet-3'))));
    const session = `vetshop_session=${first.value}`;
    const res = await signin(await accessToken(vet('kc-someone-else')), session);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'subject_changed' });
    expect(await sessionRow(first.value)).toBeNull();
    expect((await profile(session)).statusCode).toBe(401);
  });

  it('never extends a session opened with a password: a new session is opened beside it', async () => {
    const credentials = await login(t.app, 'pharma@demo.test');
    const token = credentials.split('=')[1]!;
    const before = await sessionRow(token);
    const res = await signin(await accessToken({ sub: 'kc-pharma', email: 'pharma@demo.test' }), credentials);
    expect(res.statusCode).toBe(200);
    const opened = sessionCookie(res);
    expect(opened.value).not.toBe(token);
    expect(await sessionRow(token)).toEqual(before);
    expect(before?.subject).toBeNull();
    expect((await sessionRow(opened.value))?.subject).toBe('kc-pharma');
  });

  it('signs out: the session is closed, the cookie cleared, and again is no error', async () => {
    const cookie = sessionCookie(await signin(await accessToken(vet('kc-vet-4'))));
    const session = `vetshop_session=${cookie.value}`;
    const out = await t.app.inject({ method: 'POST', url: '/auth/signout', headers: { cookie: session } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toBeNull();
    expect(sessionCookie(out).value).toBe('');
    expect(await sessionRow(cookie.value)).toBeNull();
    expect((await profile(session)).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/auth/signout', headers: { cookie: session } });
    expect(again.statusCode).toBe(200);
  });
});

describe("the provider's access token as the bearer of any call (oidc-token)", () => {
  const call = (token: string, url = '/auth/profile', lang = 'en') =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
    });

  it("acts as the token's buyer on every call, without opening a session", async () => {
    offsetMs = 0;
    const sessionsBefore = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from sessions`);
    const token = await accessToken({ sub: 'kc-pharma-1', email: 'PHARMA@demo.test', email_verified: true });
    const me = await call(token);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ login: 'pharma@demo.test', role: 'pharmacist' });
    expect(me.cookies.find((c) => c.name === 'vetshop_session')).toBeUndefined();
    // A buyer's own records: the current cart answers for this customer.
    const cart = await call(token, '/carts/current/delivery_carriers');
    expect(cart.statusCode, cart.body).toBe(200);
    const sessionsAfter = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from sessions`);
    expect(sessionsAfter[0]!.n).toBe(sessionsBefore[0]!.n);
  });

  it('refuses the token once it has expired, even after it was accepted', async () => {
    offsetMs = 0;
    const token = await accessToken(vet('kc-vet-9'), { expiresIn: 60 });
    expect((await call(token)).statusCode).toBe(200);
    offsetMs = 61_000;
    try {
      expectRefused(await call(token));
      expectRefused(await call(token, '/carts/current/delivery_carriers'));
    } finally {
      offsetMs = 0;
    }
  });

  it('refuses a token of another issuer, another audience or another key, on a guest call too', async () => {
    offsetMs = 0;
    expectRefused(await call(await accessToken(vet(), { iss: 'https://evil.example' })));
    expectRefused(await call(await accessToken(vet(), { aud: 'another-api' })));
    // A guest may search the catalogue; a forged token is still refused rather than read as a guest's.
    expectRefused(await call(await accessToken(vet(), { key: strangerKey }), '/search/products?q=chien'));
  });

  it('answers 409 registration_required for an e-mail without a login', async () => {
    offsetMs = 0;
    const res = await call(
      await accessToken({ sub: 'kc-new', email: 'New.Vet@Clinic.test', email_verified: true }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'registration_required',
      details: { email: 'new.vet@clinic.test' },
    });
  });

  it('sees a login deactivated after its token was accepted at once (403), and it working again', async () => {
    offsetMs = 0;
    const token = await accessToken({
      sub: 'kc-student-1',
      email: 'student@demo.test',
      email_verified: true,
    });
    expect((await call(token)).statusCode).toBe(200);
    await t.db.execute(sql`update users set active = false where login = 'student@demo.test'`);
    try {
      const res = await call(token);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    } finally {
      await t.db.execute(sql`update users set active = true where login = 'student@demo.test'`);
    }
    expect((await call(token)).statusCode).toBe(200);
  });

  it('keeps back-office session tokens working beside it', async () => {
    const cookie = await login(t.app, 'vet@demo.test');
    const token = cookie.split('=')[1]!.split(';')[0]!;
    const res = await call(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().login).toBe('vet@demo.test');
  });
});

describe('POST /auth/signin without OIDC_ISSUER / OIDC_AUDIENCE', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(() => plain?.close());

  it('answers 404 oidc_not_configured, and credentials mode works', async () => {
    const res = await plain.app.inject({
      method: 'POST',
      url: '/auth/signin',
      headers: { authorization: `Bearer ${await accessToken(vet())}`, 'accept-language': 'nl' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      code: 'oidc_not_configured',
      message: 'Aanmelden via de identiteitsprovider is niet ingeschakeld in deze winkel.',
    });
    expect(await login(plain.app, 'vet@demo.test')).toMatch(/^vetshop_session=/);
  });

  it('takes no provider token as a session: 401 not_authenticated', async () => {
    const res = await plain.app.inject({
      method: 'GET',
      url: '/auth/profile',
      headers: { authorization: `Bearer ${await accessToken(vet())}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('not_authenticated');
  });
});

describe('POST /auth/signin while the provider cannot be reached', () => {
  let cut: TestApp;
  beforeAll(async () => {
    // A port nobody listens on: the discovery document cannot be read.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    cut = await createTestApp({ env: { OIDC_ISSUER: `http://127.0.0.1:${port}`, OIDC_AUDIENCE: AUDIENCE } });
  });
  afterAll(() => cut?.close());

  it('answers 503 service_unavailable, not a refused token', async () => {
    const res = await cut.app.inject({
      method: 'POST',
      url: '/auth/signin',
      headers: { authorization: `Bearer ${await accessToken(vet())}` },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('service_unavailable');
    expect(res.headers['www-authenticate']).toBeUndefined();
  });

  it('answers 503 to any call bearing a provider token, not a guest answer', async () => {
    const res = await cut.app.inject({
      method: 'GET',
      url: '/search/products?q=chien',
      headers: { authorization: `Bearer ${await accessToken(vet())}` },
    });
    expect(res.statusCode).toBe(503);
  });
});
