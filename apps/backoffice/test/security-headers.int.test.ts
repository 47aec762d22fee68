import { errorBodySchema } from '@vetshop/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createContext } from '../src/context';
import { createTestApp, login, type TestApp } from './harness';

/** Issue 8 §5: security headers on every back-office answer; outages are no-store with Retry-After. */
let t: TestApp;
let vet: string;
beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
});
afterAll(() => t.close());

async function appWith(config: Partial<TestApp['ctx']['config']>): Promise<FastifyInstance> {
  const ctx = createContext({
    dbHandle: t.handle,
    search: t.ctx.search,
    config: { ...t.ctx.config, ...config },
  });
  const app = await buildApp({ ctx });
  await app.ready();
  return app;
}

function expectSecurityHeaders(res: LightMyRequestResponse): void {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
}

describe('security headers', () => {
  it.each([
    ['a JSON answer', { method: 'GET', url: '/settings' }],
    ['a search answer', { method: 'GET', url: '/search/products?q=amox' }],
    ['a picture', { method: 'GET', url: '/media/products/VS-000001/1/small.svg' }],
    ['a 401', { method: 'GET', url: '/customer', anonymous: true }],
    ['a 404', { method: 'GET', url: '/nowhere' }],
    ['a 400 from the router (bad URL encoding)', { method: 'GET', url: '/sales/%ff' }],
    ['a 415', { method: 'POST', url: '/auth/login', type: 'text/plain' }],
  ] as const)('on %s', async (_name, req) => {
    const anonymous = 'anonymous' in req;
    const res = await t.app.inject({
      method: req.method,
      url: req.url,
      headers: {
        ...(anonymous ? {} : { cookie: vet }),
        ...('type' in req ? { 'content-type': req.type } : {}),
      },
      ...('type' in req ? { payload: 'x' } : {}),
    });
    expect(res.statusCode).toBeLessThan(500);
    expectSecurityHeaders(res);
    // A JSON API: nothing may load or run from its answers.
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('the Swagger UI at /docs still loads: its page, scripts and document', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expectSecurityHeaders(page);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).toMatch(/style-src 'self'/);
    const scripts = [...page.body.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const res = await t.app.inject({ method: 'GET', url: new URL(src, 'http://x/docs/').pathname });
      expect(res.statusCode, src).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
  });

  it('HSTS when cookies are Secure (COOKIE_SECURE=true)', async () => {
    const app = await appWith({ cookieSecure: true });
    const res = await app.inject({ method: 'GET', url: '/settings' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    await app.close();
  });
});

describe('outage answers', () => {
  it('a picture the database cannot give in time is a 503 within the deadline, no-store, Retry-After', async () => {
    const app = await appWith({ mediaTimeoutMs: 200 });
    // Hold the catalogue until the answer came (PGlite runs one transaction at a time; PostgreSQL waits on the lock).
    let release: () => void = () => undefined;
    let locked: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = t.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE products IN ACCESS EXCLUSIVE MODE`);
      locked();
      await held;
    });
    await isLocked;
    try {
      const started = Date.now();
      const res = await app.inject({
        method: 'GET',
        url: '/media/notices/VS-000001-en.pdf',
        headers: { 'accept-language': 'en' },
      });
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(res.statusCode).toBe(503);
      expect(errorBodySchema.parse(res.json())).toMatchObject({
        code: 'service_unavailable',
        message: 'Sorry, this feature is temporarily unavailable. Please try again later.',
      });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expectSecurityHeaders(res);
    } finally {
      release();
      await holding;
      await app.close();
    }
  });

  it('the same picture, once the database answers, is served and cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/notices/VS-000001-en.pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toMatch(/immutable/);
  });

  it('the database out of reach: 503 no-store with Retry-After', async () => {
    const other = await createTestApp();
    const cookie = await login(other.app, 'vet@demo.test');
    await other.handle.close();
    const res = await other.app.inject({ method: 'GET', url: '/customer', headers: { cookie } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['retry-after']).toBe('5');
    await other.close();
  });
});
