import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

/**
 * Sign-in throttling nobody can turn against customers (issue 8 §5): it counts per login from one address and
 * per address; the address is the connection's, or the one the storefront vouches for with the shared secret.
 */
const SECRET = 'test-proxy-secret-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUSTED_PROXY_SECRET: SECRET } });
});
afterAll(() => t.close());

type From = { remoteAddress?: string; headers?: Record<string, string> };
const attempt = (login: string, password: string, from: From = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { login, password },
    ...(from.remoteAddress ? { remoteAddress: from.remoteAddress } : {}),
    ...(from.headers ? { headers: from.headers } : {}),
  });
/** A sign-in relayed by the storefront for a buyer at `address`. */
const viaStorefront = (address: string, secret = SECRET): From => ({
  remoteAddress: '127.0.0.1',
  headers: { 'x-vetshop-proxy-secret': secret, 'x-vetshop-client-address': address },
});

describe('sign-in throttling', () => {
  it('30 failures from one attacker lock neither the other customers nor the victim at another address', async () => {
    const attacker: From = { remoteAddress: '203.0.113.66' };
    const logins = ['vet@demo.test', 'pharma@demo.test', 'student@demo.test'];
    for (let i = 0; i < 30; i++)
      await attempt(i < 15 ? logins[i % 3]! : `nobody${i}@demo.test`, `guess-${i}`, attacker);
    const refused = await attempt('vet@demo.test', 'demo1234', attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_attempts');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The customers, from their own addresses, sign in with their right passwords.
    for (const [i, login] of logins.entries())
      expect((await attempt(login, 'demo1234', { remoteAddress: `198.51.100.${i + 1}` })).statusCode).toBe(
        200,
      );
  });

  // (A login nobody else in this file has guessed: past ten failures from all addresses, a new address waits.)
  it("five wrong passwords for a login refuse that address only, and the owner's right password elsewhere works", async () => {
    const attacker: From = { remoteAddress: '203.0.113.7' };
    for (let i = 0; i < 5; i++)
      expect((await attempt('staff@demo.test', `x${i}`, attacker)).statusCode).toBe(403);
    expect((await attempt('staff@demo.test', 'demo1234', attacker)).statusCode).toBe(429);
    expect(
      (await attempt('staff@demo.test', 'demo1234', { remoteAddress: '198.51.100.20' })).statusCode,
    ).toBe(200);
  });

  it('the lock ends with the window: the right password is refused for 15 minutes, not for ever', async () => {
    let now = new Date('2030-01-01T10:00:00Z');
    const clock = await createTestApp({ now: () => now });
    try {
      const tryLogin = (password: string) =>
        clock.app.inject({
          method: 'POST',
          url: '/auth/login',
          remoteAddress: '198.51.100.77',
          payload: { login: 'student@demo.test', password },
        });
      for (let i = 0; i < 5; i++) expect((await tryLogin(`typo${i}`)).statusCode).toBe(403);
      expect((await tryLogin('demo1234')).statusCode).toBe(429);
      now = new Date(now.getTime() + 15 * 60 * 1000 + 1000);
      expect((await tryLogin('demo1234')).statusCode).toBe(200);
    } finally {
      await clock.close();
    }
  });

  it('counts the address the storefront vouches for, with the shared secret', async () => {
    // Every buyer comes through the storefront's one address: one buyer's attack must not lock the others.
    // (Many logins: a login's own five failures from an address are all that address records for it.)
    for (let i = 0; i < 30; i++) await attempt(`nobody${i}@demo.test`, `g${i}`, viaStorefront('192.0.2.10'));
    expect((await attempt('student@demo.test', 'demo1234', viaStorefront('192.0.2.10'))).statusCode).toBe(
      429,
    );
    expect((await attempt('student@demo.test', 'demo1234', viaStorefront('192.0.2.11'))).statusCode).toBe(
      200,
    );
  });

  it('ignores an address claimed without the secret, with a wrong secret, or in X-Forwarded-For', async () => {
    const from = '192.0.2.200';
    for (let i = 0; i < 30; i++) {
      // Each attempt claims a new address; all of them count against the real one.
      const claimed = `10.0.${i}.1`;
      const variants: From[] = [
        { remoteAddress: from, headers: { 'x-vetshop-client-address': claimed } },
        {
          remoteAddress: from,
          headers: { 'x-vetshop-proxy-secret': 'wrong', 'x-vetshop-client-address': claimed },
        },
        { remoteAddress: from, headers: { 'x-forwarded-for': claimed } },
      ];
      await attempt(`nobody${i}@demo.test`, 'x', variants[i % 3]);
    }
    expect((await attempt('vet@demo.test', 'demo1234', { remoteAddress: from })).statusCode).toBe(429);
    // And a claimed address cannot be used to lock someone else's: the victim's address was never charged.
    expect((await attempt('vet@demo.test', 'demo1234', { remoteAddress: '10.0.3.1' })).statusCode).toBe(200);
  });

  it('believes X-Forwarded-For only from a proxy listed in TRUST_PROXY', async () => {
    const behind = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const viaProxy = (login: string, password: string, forwardedFor: string, remoteAddress = '127.0.0.1') =>
        behind.app.inject({
          method: 'POST',
          url: '/auth/login',
          remoteAddress,
          headers: { 'x-forwarded-for': forwardedFor },
          payload: { login, password },
        });
      for (let i = 0; i < 30; i++) await viaProxy(`nobody${i}@demo.test`, 'x', '192.0.2.50');
      expect((await viaProxy('vet@demo.test', 'demo1234', '192.0.2.50')).statusCode).toBe(429);
      expect((await viaProxy('vet@demo.test', 'demo1234', '192.0.2.51')).statusCode).toBe(200);
    } finally {
      await behind.close();
    }
  });

  it('many addresses guessing one login slow it down, never lock the owner out', async () => {
    let now = new Date('2030-02-01T10:00:00Z');
    const clock = await createTestApp({ now: () => now });
    try {
      const tryLogin = (password: string, remoteAddress: string) =>
        clock.app.inject({
          method: 'POST',
          url: '/auth/login',
          remoteAddress,
          payload: { login: 'vet@demo.test', password },
        });
      // The owner signed in from the clinic last week.
      now = new Date(now.getTime() - 7 * 24 * 3600 * 1000);
      expect((await tryLogin('demo1234', '198.51.100.200')).statusCode).toBe(200);
      now = new Date('2030-02-01T10:00:00Z');
      // 40 addresses, 1 guess each, 1 s apart: the first ten go through, then each must wait longer.
      let refused = 0;
      for (let i = 0; i < 40; i++) {
        now = new Date(now.getTime() + 1000);
        const res = await tryLogin(`guess-${i}`, `203.0.113.${i + 1}`);
        if (res.statusCode === 429) refused++;
        else expect(res.statusCode).toBe(403);
      }
      expect(refused).toBeGreaterThan(20);
      // Right after the last failure a new address is told to wait, even with the right password.
      const waiting = await tryLogin('demo1234', '192.0.2.99');
      expect(waiting.statusCode).toBe(429);
      const retryAfter = Number(waiting.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // The owner at the clinic is not delayed at all.
      expect((await tryLogin('demo1234', '198.51.100.200')).statusCode).toBe(200);
      // And anywhere else, the right password goes through once the announced wait has passed.
      now = new Date(now.getTime() + retryAfter * 1000);
      expect((await tryLogin('demo1234', '192.0.2.99')).statusCode).toBe(200);
    } finally {
      await clock.close();
    }
  });

  it('a claimed address that is not an IP address is ignored', async () => {
    const res = await attempt('vet@demo.test', 'demo1234', viaStorefront('not-an-address'));
    expect(res.statusCode).toBe(200);
  });
});
