import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteArgs } from '../../lib/request.server';
import { sessionStorage, type SessionUser } from '../../lib/session.server';
import { loadWishlistChoices } from './popin.server';

/**
 * GET /{locale}/account/wishlists/popin for a signed-in login that has no lists to choose from (issue 17 §5): staff
 * (their home reads it on every visit) and a login without a customer. The fake back office refuses every buyer
 * call as the real one does them: 403 not_a_customer.
 */
let server: Server;
let origin: string;
let calls = 0;

beforeAll(async () => {
  server = createServer((_req, res) => {
    calls += 1;
    res.writeHead(403, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        statusCode: 403,
        code: 'not_a_customer',
        message: "Ce compte n'est pas un compte client.",
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const withoutCustomer: SessionUser = {
  name: 'Julie Martin',
  login: 'julie@example.test',
  role: null,
  customerName: null,
  canOrder: false,
  isStaff: false,
};

async function args(user: SessionUser, query = ''): Promise<RouteArgs> {
  const session = await sessionStorage.getSession();
  session.set('token', 'tok-1');
  session.set('user', user);
  const cookie = (await sessionStorage.commitSession(session)).split(';')[0]!;
  const context = {
    config: { env: 'test', erpUrl: origin, searchUrl: `${origin}/search`, authType: 'credentials' },
  } as unknown as AppLoadContext;
  return {
    request: new Request(`http://shop.test/fr/account/wishlists/popin${query}`, {
      headers: { Cookie: cookie },
    }),
    params: { locale: 'fr' },
    context,
  };
}

/** The loader's answer: React Router's data() (status in init) or a thrown error (the old 500). */
async function answer(a: RouteArgs): Promise<{ status: number; data: unknown; cache: string | null }> {
  const result = (await loadWishlistChoices(a)) as unknown as { data: unknown; init: ResponseInit | null };
  return {
    status: result.init?.status ?? 200,
    data: result.data,
    cache: new Headers(result.init?.headers).get('Cache-Control'),
  };
}

describe('the wishlist popin’s choices for a login without lists', () => {
  it('answers staff no lists without asking the back office', async () => {
    const before = calls;
    expect(await answer(await args({ ...withoutCustomer, isStaff: true }))).toEqual({
      status: 200,
      data: { signedIn: true, lists: [] },
      cache: 'private, no-store',
    });
    expect(calls).toBe(before);
  });

  it('answers a login without a customer no lists (the back office’s 403), never a 500', async () => {
    for (const query of ['', '?lines=12']) {
      const before = calls;
      expect(await answer(await args(withoutCustomer, query))).toEqual({
        status: 200,
        data: { signedIn: true, lists: [] },
        cache: 'private, no-store',
      });
      expect(calls).toBe(before + 1);
    }
  });
});
