import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE, deviceTokenOf } from './device-cookie.server';
import { loginPageAction } from './login-page.server';

/**
 * The sign-in carries the back office's device cookie between the browser and the back office (decision 020):
 * the browser's goes with the sign-in, and the one a success sets is kept in a storefront cookie of its own.
 */
const DEVICE = 'd'.repeat(43);
const RENEWED = 'r'.repeat(43);
const EXPIRES = new Date('2031-01-01T00:00:00Z');
let server: Server;
let received: IncomingMessage['headers'][] = [];
let answer: { status: number; setCookie: string[]; json: unknown };
let context: AppLoadContext;

const profile = {
  sub: '1',
  login: 'vet@demo.test',
  name: 'Vet',
  email: 'vet@demo.test',
  email_verified: true,
  given_name: null,
  family_name: null,
  preferred_username: 'vet@demo.test',
  locale: 'fr',
  role: 'veterinary',
  ref: 'C1',
  customer_id: 1,
  customer_name: 'Clinic',
  can_order: true,
  help_with_fee: false,
  supplier_id: null,
  vt_groups: [],
  is_staff: false,
  opt_out: false,
  standing: 'customer',
};

beforeAll(async () => {
  server = createServer((req, res) => {
    received.push(req.headers);
    req.resume();
    req.on('end', () => {
      res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Set-Cookie': answer.setCookie });
      res.end(JSON.stringify(answer.json));
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
  answer = {
    status: 200,
    setCookie: [
      `${DEVICE_COOKIE}=${RENEWED}; Path=/auth/login; Expires=${EXPIRES.toUTCString()}; HttpOnly; SameSite=Lax`,
      'vetshop_session=tok-1; Path=/; HttpOnly; SameSite=Lax',
    ],
    json: profile,
  };
});

function signIn(cookie?: string): Promise<unknown> {
  const request = new Request('http://shop.test/fr/login', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: 'http://shop.test',
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: 'login=vet%40demo.test&password=demo1234',
  });
  return loginPageAction({ request, params: { locale: 'fr' }, context }).catch((thrown: unknown) => thrown);
}

/** The device cookie the storefront set on its answer, if any. */
function deviceCookieOf(result: unknown): string | null {
  if (!(result instanceof Response)) return null;
  return result.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`)) ?? null;
}

describe('sign-in and the device cookie', () => {
  it("sends the browser's device cookie to the back office with the sign-in", async () => {
    await signIn(`vetshop_other=1; ${DEVICE_COOKIE}=${DEVICE}`);
    expect(received).toHaveLength(1);
    expect(received[0]!.cookie).toBe(`${DEVICE_COOKIE}=${DEVICE}`);
  });

  it('sends none when the browser has none, or a value that is not a token', async () => {
    await signIn();
    await signIn(`${DEVICE_COOKIE}=not%20a%20token`);
    expect(received.map((h) => h.cookie)).toEqual([undefined, undefined]);
  });

  it("keeps the renewed one in the storefront's own cookie, as long as the back office says, next to the session", async () => {
    const result = await signIn(`${DEVICE_COOKIE}=${DEVICE}`);
    const cookie = deviceCookieOf(result);
    expect(cookie).toBe(
      `${DEVICE_COOKIE}=${RENEWED}; Path=/; Expires=${EXPIRES.toUTCString()}; HttpOnly; SameSite=Lax`,
    );
    expect((result as Response).headers.getSetCookie().some((c) => c.startsWith('vetshop_sf='))).toBe(true);
    // What the browser sends back next time is what the back office gave.
    expect(
      deviceTokenOf(new Request('http://shop.test/', { headers: { Cookie: cookie!.split(';')[0]! } })),
    ).toBe(RENEWED);
  });

  it('sets no device cookie when the sign-in is refused (429 passed through)', async () => {
    answer = {
      status: 429,
      setCookie: [],
      json: { statusCode: 429, code: 'too_many_attempts', message: 'x' },
    };
    const result = (await signIn(`${DEVICE_COOKIE}=${DEVICE}`)) as { init?: { status?: number } };
    expect(result.init?.status).toBe(429);
    expect(deviceCookieOf(result)).toBeNull();
  });
});
