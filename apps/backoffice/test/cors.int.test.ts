import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCorsOrigins } from '../src/plugins/cors';
import { createTestApp, type TestApp } from './harness';

/** Issue 8 §1: optional CORS, so a storefront on another origin can call the back office from a browser. */

const SHOP = 'https://shop.example.com';
const LOCAL = 'http://localhost:3000';
const EVIL = 'https://evil.example.net';

describe('CORS_ORIGINS set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CORS_ORIGINS: ` ${SHOP}/ , ${LOCAL}` } });
  });
  afterAll(() => t.close());

  it('an allowed origin gets its origin and credentials back, on answers and on errors', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/health', headers: { origin: SHOP } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['access-control-allow-origin']).toBe(SHOP);
    expect(health.headers['access-control-allow-credentials']).toBe('true');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/v2/cart/sync',
      headers: { origin: LOCAL, 'content-type': 'application/json' },
      payload: JSON.stringify({ transactions: [] }),
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe(LOCAL);
  });

  it('answers the preflight of a cart sync with the custom headers a cart client sends', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/v2/cart/sync',
      headers: {
        origin: SHOP,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, accept-language',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(SHOP);
    expect(res.headers['access-control-allow-methods']).toMatch(/POST/);
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase();
    for (const h of ['authorization', 'content-type', 'accept-language']) expect(allowed).toContain(h);
  });

  it('another origin gets no CORS permission, on answers and preflights', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health', headers: { origin: EVIL } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/v2/cart/sync',
      headers: { origin: EVIL, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('CORS_ORIGINS unset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends no CORS headers at all', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health', headers: { origin: SHOP } });
    expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/v2/cart/sync',
      headers: { origin: SHOP, 'access-control-request-method': 'POST' },
    });
    expect(Object.keys(preflight.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
  });
});

describe('parseCorsOrigins', () => {
  it('reads a comma-separated list of origins; blank is none', () => {
    expect(parseCorsOrigins(undefined)).toEqual([]);
    expect(parseCorsOrigins(' ')).toEqual([]);
    expect(parseCorsOrigins(`${SHOP}, ${LOCAL}/`)).toEqual([SHOP, LOCAL]);
  });

  it.each(['shop.example.com', 'https://shop.example.com/path', 'ftp://shop.example.com', '*'])(
    'refuses %s with a clear message',
    (entry) => {
      expect(() => parseCorsOrigins(entry)).toThrow(/CORS_ORIGINS: .* is not an origin/);
    },
  );
});
