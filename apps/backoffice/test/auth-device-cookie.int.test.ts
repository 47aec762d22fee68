import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_DELAY_MAX_MS, MAX_FAILURES_PER_DEVICE } from '../src/modules/auth/service';
import { createTestApp, type TestApp } from './harness';

/**
 * Issue 17 §3, decision 020: a stranger who changes address every few failures slows down guessing a login, but
 * cannot keep its owner out. The owner's browser holds the device cookie of an earlier successful sign-in, and
 * its attempts are judged by that device's own failures only; an address the owner signed in from skips the
 * per-login delay too.
 */
let now = new Date('2030-04-01T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(() => t.close());

const tick = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

const attempt = (login: string, password: string, remoteAddress: string, device?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/login',
    remoteAddress,
    payload: { login, password },
    ...(device ? { cookies: { vetshop_device: device } } : {}),
  });

function deviceOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'vetshop_device');
  if (!cookie) throw new Error(`no device cookie (${res.statusCode} ${res.body})`);
  return cookie.value;
}

/** A stranger with a new address every three tries, a wrong password every two seconds, for `seconds`. */
async function strangerGuesses(login: string, seconds: number, firstAddress: number) {
  let checked = 0;
  let refused = 0;
  for (let i = 0; i < seconds / 2; i++) {
    tick(2000);
    const res = await attempt(login, `guess-${i}`, `203.0.${firstAddress + Math.floor(i / 3)}.7`);
    if (res.statusCode === 403) checked++;
    else if (res.statusCode === 429) refused++;
    else throw new Error(`unexpected ${res.statusCode}`);
  }
  return { checked, refused };
}

describe('device cookies', () => {
  it('a successful sign-in sets an HttpOnly device cookie for the sign-in only, a new one each time', async () => {
    const first = await attempt('pharma@demo.test', 'demo1234', '198.51.100.1');
    const cookie = first.cookies.find((c) => c.name === 'vetshop_device')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/auth/login' });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const second = await attempt('pharma@demo.test', 'demo1234', '198.51.100.1', cookie.value);
    expect(deviceOf(second)).not.toBe(cookie.value);
    // A failure sets none.
    const failed = await attempt('pharma@demo.test', 'wrong', '198.51.100.1');
    expect(failed.cookies.find((c) => c.name === 'vetshop_device')).toBeUndefined();
  });

  it('a stranger rotating addresses keeps failing; the owner gets in from a new address with the device cookie, and from a known address', async () => {
    // The owner signed in at the clinic yesterday: the browser keeps the device cookie.
    tick(-24 * 3600 * 1000);
    let device = deviceOf(await attempt('vet@demo.test', 'demo1234', '198.51.100.200'));
    tick(24 * 3600 * 1000);

    // Two minutes of guessing from ever new addresses: the ten free failures, then one check each time the
    // doubling delay has passed (after 1, 2, 4, 8, 16, 32 s); every other attempt is refused unchecked.
    const stranger = await strangerGuesses('vet@demo.test', 120, 0);
    expect(stranger).toEqual({ checked: 16, refused: 44 });

    // The owner, at home (an address never seen) with the browser's device cookie: in, between any two guesses,
    // and each success renews the cookie.
    for (let i = 0; i < 5; i++) {
      tick(1000);
      await attempt('vet@demo.test', `guess-again-${i}`, `203.0.200.${i}`);
      const res = await attempt('vet@demo.test', 'demo1234', '192.0.2.44', device);
      expect(res.statusCode).toBe(200);
      device = deviceOf(res);
    }
    // From the clinic, where it signed in before, without the cookie (another browser): in too.
    expect((await attempt('vet@demo.test', 'demo1234', '198.51.100.200')).statusCode).toBe(200);

    // Without either, the delay applies, bounded: a new address and browser is told to wait at most a minute.
    await strangerGuesses('vet@demo.test', 20, 100);
    const stranded = await attempt('vet@demo.test', 'demo1234', '192.0.2.45');
    expect(stranded.statusCode).toBe(429);
    expect(Number(stranded.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(stranded.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_DELAY_MAX_MS / 1000);
  });

  it("a device's own failures are limited, then it is treated as any unknown browser", async () => {
    const device = deviceOf(await attempt('student@demo.test', 'demo1234', '198.51.100.3'));
    await strangerGuesses('student@demo.test', 40, 150);
    // The stranger keeps the delay up for unknown browsers; the device makes its own mistakes and is heard.
    for (let i = 0; i < MAX_FAILURES_PER_DEVICE; i++)
      expect((await attempt('student@demo.test', `typo-${i}`, '192.0.2.60', device)).statusCode).toBe(403);
    // Past its own limit it is an unknown browser again: delayed, as the stranger's attempts are.
    expect((await attempt('student@demo.test', 'demo1234', '192.0.2.60', device)).statusCode).toBe(429);
  });

  it('a device cookie proves a sign-in of its own login only, and a spent one proves nothing', async () => {
    const first = deviceOf(await attempt('staff@demo.test', 'demo1234', '198.51.100.4'));
    const renewed = deviceOf(await attempt('staff@demo.test', 'demo1234', '198.51.100.4', first));
    await strangerGuesses('staff@demo.test', 40, 180);
    // The cookie replaced at the last sign-in: no longer valid; the one that replaced it is.
    expect((await attempt('staff@demo.test', 'demo1234', '192.0.2.71', first)).statusCode).toBe(429);
    const latest = await attempt('staff@demo.test', 'demo1234', '192.0.2.71', renewed);
    expect(latest.statusCode).toBe(200);
    // Staff's cookie presented for another login: an unknown browser for that login.
    await strangerGuesses('blocked@demo.test', 40, 200);
    expect((await attempt('blocked@demo.test', 'demo1234', '192.0.2.70', deviceOf(latest))).statusCode).toBe(
      429,
    );
  });
});
