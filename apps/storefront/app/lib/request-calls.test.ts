import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CATEGORY_CACHES } from '../features/catalogue/index.server';
import { CONTENT_CACHES } from '../features/content/site-content.server';
import { loadDashboardPage } from '../features/dashboard/index.server';
import { loadAccountBanner } from '../features/quotations/index.server';
import { loadLocaleLayout } from '../features/shell/index.server';
import { createBackofficeClient } from './backoffice.server';
import { sessionStorage, type SessionUser } from './session.server';

/**
 * React Router runs the matched routes' loaders of one page request in parallel: the back-office reads they share
 * are made once per request (backoffice.server.ts requestMemo), and a layout's reads start together, not one after
 * the other.
 */
let server: Server;
let calls: string[] = [];
let context: AppLoadContext;
/** How long the fake back office takes to answer auth/profile (the layout's reads must not wait for it). */
let profileDelayMs = 0;

const profile = {
  sub: '7',
  login: 'new@demo.test',
  name: 'New',
  email: 'new@demo.test',
  email_verified: true,
  given_name: null,
  family_name: null,
  preferred_username: 'new@demo.test',
  locale: 'fr',
  role: null,
  ref: null,
  customer_id: null,
  customer_name: null,
  can_order: false,
  help_with_fee: false,
  supplier_id: null,
  vt_groups: [],
  is_staff: false,
  opt_out: false,
  standing: 'pending_review',
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = req.url ?? '';
    calls.push(`${req.method} ${url}`);
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.startsWith('/auth/profile')) {
      setTimeout(() => answer(200, profile), profileDelayMs);
      return;
    }
    // The content and the categories: empty lists. Every buyer read: a login without a customer is refused.
    if (url.includes('/cms/') || url.includes('categories')) return answer(200, { items: [], total: 0 });
    answer(403, { statusCode: 403, code: 'not_a_customer', message: 'not a customer' });
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
  calls = [];
  profileDelayMs = 0;
  // The process's shared caches start empty for each test: their reads are counted too.
  for (const cache of [...CONTENT_CACHES, ...CATEGORY_CACHES]) cache.purge();
});

/** A signed-in login that registered and has no customer yet (the layout asks whether it has one since). */
async function newLoginRequest(path: string): Promise<Request> {
  const session = await sessionStorage.getSession();
  const user: SessionUser = {
    name: 'New',
    login: 'new@demo.test',
    role: null,
    customerName: null,
    canOrder: false,
    isStaff: false,
  };
  session.set('token', 'tok-new');
  session.set('user', user);
  const cookie = (await sessionStorage.commitSession(session)).split(';')[0]!;
  return new Request(`http://shop.test${path}`, { headers: { Cookie: cookie } });
}

const countsOf = (list: string[]) =>
  list.reduce<Record<string, number>>((counts, call) => ({ ...counts, [call]: (counts[call] ?? 0) + 1 }), {});

describe('back-office calls of one page request', () => {
  it('the account dashboard of a login without a customer reads each endpoint at most once', async () => {
    const request = await newLoginRequest('/fr/account');
    const args = { request, params: { locale: 'fr' }, context };
    // The matched routes' loaders, as React Router runs them: in parallel, with the same request.
    const settled = await Promise.allSettled([
      loadLocaleLayout(args),
      loadAccountBanner(args),
      loadDashboardPage(args),
    ]);
    // The page answers the account-status refusal (403), read from the profile the layout read too.
    const refusal = settled[2];
    expect(refusal.status).toBe('rejected');
    expect((refusal as PromiseRejectedResult).reason).toMatchObject({ init: { status: 403 } });
    const counts = countsOf(calls);
    expect(counts['GET /auth/profile']).toBe(1);
    for (const [call, count] of Object.entries(counts)) expect(count, call).toBe(1);
  });

  it("the layout's content reads do not wait for the profile it asks alongside them", async () => {
    profileDelayMs = 300;
    const request = await newLoginRequest('/fr');
    const started = Date.now();
    const layout = loadLocaleLayout({ request, params: { locale: 'fr' }, context });
    await new Promise((resolve) => setTimeout(resolve, 150));
    // Halfway through the profile's answer, the other reads have been sent.
    expect(calls.some((c) => c.includes('/cms/'))).toBe(true);
    await layout;
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('reads again after a write in the same request, and per buyer', async () => {
    const request = await newLoginRequest('/fr/account');
    const bo = createBackofficeClient({ context, request, locale: 'fr', session: null });
    await bo.call('auth.profile');
    await bo.call('auth.profile');
    expect(calls).toEqual(['GET /auth/profile']);
    // A write (a form posted without JavaScript runs its action, then the loaders, in one request).
    await bo.call('carts.sync', { body: { uuid: null, transactions: [] } }).catch(() => null);
    await bo.call('auth.profile');
    expect(countsOf(calls)['GET /auth/profile']).toBe(2);
    // Another request: its own reads.
    const other = createBackofficeClient({
      context,
      request: await newLoginRequest('/fr/account'),
      locale: 'fr',
      session: null,
    });
    await other.call('auth.profile');
    expect(countsOf(calls)['GET /auth/profile']).toBe(3);
  });
});
