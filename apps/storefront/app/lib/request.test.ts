import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackofficeError } from './backoffice.server';
import { page, pageHeaders, type RouteArgs } from './request.server';
import { sessionStorage, type SessionUser } from './session.server';

/**
 * page(): a back-office 403 on a buyer page becomes the account-status page (403 with the standing) for a login
 * without a customer, and stays the 404 it was for a customer and for staff. The fake back office answers
 * GET /auth/profile with the standing given per test.
 */
let server: Server;
let origin: string;
let standing = 'no_registration';
let profileCalls = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/auth/profile') profileCalls += 1;
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ name: 'Julie Martin', email: 'julie@example.test', standing }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const bare: SessionUser = {
  name: 'Julie Martin',
  login: 'julie@example.test',
  role: null,
  customerName: null,
  canOrder: false,
  isStaff: false,
};

async function args(user: SessionUser | null): Promise<RouteArgs> {
  const headers = new Headers();
  if (user) {
    const session = await sessionStorage.getSession();
    session.set('token', 'tok-1');
    session.set('user', user);
    headers.set('Cookie', (await sessionStorage.commitSession(session)).split(';')[0]!);
  }
  const context = {
    config: { env: 'test', erpUrl: origin, searchUrl: `${origin}/search`, authType: 'credentials' },
  } as unknown as AppLoadContext;
  return { request: new Request('http://shop.test/fr/cart', { headers }), params: { locale: 'fr' }, context };
}

/** What a wrapped loader refused with a back-office 403 throws: its status and data. */
async function refusal(
  user: SessionUser | null,
): Promise<{ status: number; data: unknown; headers: Headers }> {
  const loader = page(async () => {
    throw new BackofficeError(403, null);
  });
  try {
    await loader(await args(user));
  } catch (thrown) {
    const { init, data } = thrown as { init: ResponseInit | null; data: unknown };
    return { status: init?.status ?? 0, data, headers: new Headers(init?.headers) };
  }
  throw new Error('the loader did not throw');
}

describe('page(): a back-office 403', () => {
  it.each(['email_unverified', 'registration_pending', 'registration_refused', 'no_registration'])(
    'is the account-status page for a login without a customer (%s), private and never indexed',
    async (s) => {
      standing = s;
      const { status, data, headers } = await refusal(bare);
      expect(status).toBe(403);
      expect(data).toEqual({
        reason: 'account_status',
        status: s,
        name: 'Julie Martin',
        email: 'julie@example.test',
      });
      expect(headers.get('Cache-Control')).toBe('private, no-store');
      expect(headers.get('X-Robots-Tag')).toBe('noindex');
    },
  );

  it('stays a 404 for a customer refused a record, for staff and for a guest (staff and guests ask nothing)', async () => {
    standing = 'customer';
    expect(await refusal({ ...bare, role: 'veterinary', customerName: 'Clinique' })).toMatchObject({
      status: 404,
      data: { reason: 'not_found' },
    });
    const before = profileCalls;
    standing = 'staff';
    expect((await refusal({ ...bare, isStaff: true })).status).toBe(404);
    expect((await refusal(null)).status).toBe(404);
    expect(profileCalls).toBe(before);
  });
});

describe('page(): a back-office 400 (issue 17 §5)', () => {
  const validationFailed = new BackofficeError(400, {
    statusCode: 400,
    code: 'validation_failed',
    message: 'Les données envoyées ne sont pas valides.',
  });
  async function thrownBy(method: string): Promise<{ status: number; data: unknown }> {
    const loader = page(async () => {
      throw validationFailed;
    });
    const base = await args(null);
    try {
      await loader({ ...base, request: new Request('http://shop.test/fr/p/%00', { method }) });
    } catch (thrown) {
      const { init, data } = thrown as { init: ResponseInit | null; data: unknown };
      return { status: init?.status ?? 0, data };
    }
    throw new Error('the loader did not throw');
  }

  it('is the 404 on a page read (an address naming what cannot exist), never a 500', async () => {
    expect(await thrownBy('GET')).toEqual({ status: 404, data: { reason: 'not_found' } });
    expect(await thrownBy('HEAD')).toEqual({ status: 404, data: { reason: 'not_found' } });
  });

  it('is a 400 saying nothing was saved on a post', async () => {
    expect(await thrownBy('POST')).toEqual({ status: 400, data: { reason: 'invalid' } });
  });
});

describe('pageHeaders', () => {
  it('gives a failed page its refusal’s own headers before the parent’s', () => {
    const headers = pageHeaders({
      loaderHeaders: new Headers(),
      parentHeaders: new Headers({ 'Cache-Control': 'public, max-age=60', Vary: 'Cookie' }),
      errorHeaders: new Headers({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }),
    });
    expect(headers.get('Cache-Control')).toBe('private, no-store');
    expect(headers.get('X-Robots-Tag')).toBe('noindex');
    expect(headers.get('Vary')).toBe('Cookie');
  });
});
