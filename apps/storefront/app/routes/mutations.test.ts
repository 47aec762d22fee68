import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartSyncAction } from '../features/cart/index.server';
import { cartPageAction, confirmPageAction } from '../features/checkout/index.server';
import { loginPageAction, logoutPageAction } from '../features/session/index.server';
import { sessionStorage } from '../lib/session.server';

/**
 * Every storefront mutation, called as React Router calls it: a post from another origin or a body of the
 * wrong kind is refused before the back office hears of it (issue 8 §5).
 */
let server: Server;
let received: string[] = [];
let context: AppLoadContext;

beforeAll(async () => {
  server = createServer((req, res) => {
    received.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => {
      res.writeHead(401, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: 'not_authenticated', message: 'no' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  context = {
    config: {
      env: 'test',
      erpUrl: base,
      searchUrl: base,
      authType: 'credentials',
      cartSyncPath: 'v2/cart/sync',
    },
  };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
});

async function signedInCookie(): Promise<string> {
  const session = await sessionStorage.getSession();
  session.set('token', 'tok-1');
  session.set('user', {
    name: 'Vet',
    login: 'vet@demo.test',
    role: 'veterinary',
    customerName: 'Clinic',
    canOrder: true,
    isStaff: false,
  });
  return (await sessionStorage.commitSession(session)).split(';')[0]!;
}

function post(path: string, headers: Record<string, string>, body: string): Request {
  return new Request(`http://shop.test${path}`, { method: 'POST', headers, body });
}

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const CROSS_SITE = { 'Sec-Fetch-Site': 'same-site', Origin: 'http://blog.shop.test' };

/** Status and reason of what an action threw or answered. */
async function outcome(run: () => Promise<unknown>): Promise<{ status: number; reason?: unknown }> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status };
  const d = result as { init?: { status?: number } | null; data?: { reason?: unknown } };
  return { status: d.init?.status ?? 200, reason: d.data?.reason };
}

describe('page actions refuse cross-site posts (403) and bodies that are not forms (415)', () => {
  const actions = [
    ['sign-in', '/fr/login', loginPageAction],
    ['sign-out', '/fr/logout', logoutPageAction],
    ['checkout form', '/fr/cart', cartPageAction],
    ['order confirmation', '/fr/cart-confirm', confirmPageAction],
  ] as const;

  it.each(actions)('%s: a form posted by a same-site page is refused', async (_name, path, action) => {
    const request = post(
      path,
      { ...FORM, ...CROSS_SITE, Cookie: await signedInCookie() },
      'login=a&password=b',
    );
    expect(await outcome(() => action({ request, params: { locale: 'fr' }, context }))).toEqual({
      status: 403,
      reason: 'cross_site',
    });
    expect(received).toEqual([]);
  });

  it.each(actions.filter(([name]) => name !== 'sign-out'))(
    '%s: a JSON post is a 415 with its reason, not a 500',
    async (_name, path, action) => {
      const request = post(
        path,
        {
          'Content-Type': 'application/json',
          'Sec-Fetch-Site': 'same-origin',
          Cookie: await signedInCookie(),
        },
        JSON.stringify({ login: 'vet@demo.test', password: 'demo1234' }),
      );
      expect(await outcome(() => action({ request, params: { locale: 'fr' }, context }))).toEqual({
        status: 415,
        reason: 'not_a_form',
      });
      expect(received).toEqual([]);
    },
  );

  it('a same-origin sign-in form still reaches the back office', async () => {
    const request = post(
      '/fr/login',
      { ...FORM, Origin: 'http://shop.test' },
      'login=vet%40demo.test&password=x',
    );
    await outcome(() => loginPageAction({ request, params: { locale: 'fr' }, context }));
    expect(received).toEqual(['POST /auth/login']);
  });
});

describe('/api/cart/sync', () => {
  const body = JSON.stringify({ uuid: null, transactions: [] });

  it('refuses a cross-site post with 403 forbidden', async () => {
    const request = post(
      '/api/cart/sync',
      { 'Content-Type': 'application/json', Origin: 'https://evil.example', Cookie: await signedInCookie() },
      body,
    );
    const res = await cartSyncAction({ request, params: {}, context });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'forbidden' });
    expect(received).toEqual([]);
  });

  it.each(['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain'])(
    'refuses a %s body (a form any page can post) with 415',
    async (type) => {
      const request = post(
        '/api/cart/sync',
        { 'Content-Type': type, 'Sec-Fetch-Site': 'same-origin', Cookie: await signedInCookie() },
        body,
      );
      const res = await cartSyncAction({ request, params: {}, context });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ code: 'unsupported_media_type' });
      expect(received).toEqual([]);
    },
  );

  it('forwards a same-origin JSON sync', async () => {
    const request = post(
      '/api/cart/sync',
      { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', Cookie: await signedInCookie() },
      body,
    );
    const res = await cartSyncAction({ request, params: {}, context });
    expect(res.status).toBe(401); // the fake back office's answer, passed through
    expect(received).toEqual(['POST /v2/cart/sync']);
  });
});
