import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, sync, type TestApp } from './harness';
import { listRoutes, routeId } from './route-table';

/**
 * Issue 17 §5: every answer made for a session (a profile, an order, a cart, a buyer's prices, a staff list)
 * is `Cache-Control: private, no-store`, so no shared cache keeps it for someone else; answers that are the
 * same for everyone stay cacheable as their routes say.
 */
let t: TestApp;
let vet: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  vet = await login(t.app, 'vet@demo.test');
  staff = await login(t.app, 'staff@demo.test');
});
afterAll(() => t.close());

const PRIVATE = 'private, no-store';
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The first id of a list answer (`items` or a bare array). */
function firstId(res: LightMyRequestResponse): number {
  const body = res.json<{ items?: { id: number }[] } | { id: number }[]>();
  const id = (Array.isArray(body) ? body : (body.items ?? []))[0]?.id;
  expect(id, `${res.statusCode} ${res.body.slice(0, 200)}`).toBeTypeOf('number');
  return id!;
}

describe('private answers', () => {
  it('every route a guest is refused (401) answers a session private, no-store: buyer and staff', async () => {
    const routes = listRoutes(t.app).filter((r) => r.method === 'GET' && !/[:*]/.test(r.path));
    const checked: string[] = [];
    for (const route of routes) {
      if ((await get(route.path)).statusCode !== 401) continue;
      for (const cookie of [vet, staff]) {
        const res = await get(route.path, cookie);
        expect(res.statusCode, routeId(route)).toBeLessThan(500);
        expect(res.headers['cache-control'], `${routeId(route)} → ${res.statusCode}`).toBe(PRIVATE);
      }
      checked.push(route.path);
    }
    // The sweep saw the routes the issue names, not an empty list.
    expect(checked).toEqual(
      expect.arrayContaining(['/auth/profile', '/customer', '/sales', '/staff/summary']),
    );
    expect(checked.length).toBeGreaterThan(30);
  });

  it("a buyer's own records by id: an order, a quotation, a standard order, a small ad", async () => {
    const lists = ['/sales', '/quotations', '/wishlists', '/classified_ads/my_classified_ads'];
    for (const list of lists) {
      const listed = await get(list, vet);
      expect(listed.headers['cache-control'], list).toBe(PRIVATE);
      const one = await get(`${list.replace('/my_classified_ads', '')}/${firstId(listed)}`, vet);
      expect(one.statusCode, list).toBe(200);
      expect(one.headers['cache-control'], list).toBe(PRIVATE);
    }
  });

  it('the cart after a sync, a sign-in answer (it sets the cookie) and a bearer-token call', async () => {
    expect((await sync(t.app, vet, null, [])).headers['cache-control']).toBe(PRIVATE);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { login: 'vet@demo.test', password: 'demo1234' },
    });
    expect(signIn.headers['set-cookie']).toBeDefined();
    expect(signIn.headers['cache-control']).toBe(PRIVATE);
    const token = /vetshop_session=([^;]+)/.exec(vet)?.[1];
    const bearer = await t.app.inject({
      url: '/auth/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bearer.statusCode).toBe(200);
    expect(bearer.headers['cache-control']).toBe(PRIVATE);
  });
});

describe('public answers stay cacheable', () => {
  it.each([
    ['a guest search', '/search/products?q=amox', 'public, max-age=60'],
    ['the sitemap, even with a session', '/search/sitemap/products', 'public, max-age=300'],
    ['a picture, even with a session', '/media/products/VS-000001/1/small.svg', /immutable/],
  ] as const)('%s', async (_name, url, expected) => {
    for (const cookie of url.startsWith('/search/products') ? [undefined] : [undefined, vet]) {
      const res = await get(url, cookie);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toEqual(
        typeof expected === 'string' ? expected : expect.stringMatching(expected),
      );
    }
  });

  it('an answer that never looks at the session has no private header, even sent with a cookie', async () => {
    for (const cookie of [undefined, vet]) {
      const res = await get('/lead_subjects', cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBeUndefined();
    }
  });
});
