import { loginFailures } from '@vetshop/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FREE_FAILURES_PER_LOGIN,
  MAX_FAILURES_PER_IP,
  MAX_FAILURES_PER_LOGIN,
} from '../src/modules/auth/service';
import { createTestApp, type TestApp } from './harness';

/**
 * Issue 17 §2: the sign-in throttle counts each attempt before its password is checked, in one step with the
 * count it is judged by, so parallel guesses cannot all pass it. A 403 (invalid_credentials) is an attempt whose
 * password was checked; a 429 is one refused before. On the PostgreSQL server (a pool of 10 connections) the
 * requests really run at the same time; on PGlite they interleave between statements.
 */
const N = 100;
// A fixed clock: the per-login delay runs from the latest failure, so the outcome does not depend on how long
// the machine takes to check 100 passwords.
const NOW = new Date('2030-03-01T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(() => t.close());

const attempt = (login: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/auth/login', remoteAddress, payload: { login, password } });

/** How many answers had each status. */
function statuses(answers: { statusCode: number }[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const a of answers) out[a.statusCode] = (out[a.statusCode] ?? 0) + 1;
  return out;
}

describe('sign-in throttling under parallel guesses', () => {
  it(`${N} parallel wrong passwords for one login from one address: ${MAX_FAILURES_PER_LOGIN} are checked, the rest refused`, async () => {
    const from = '203.0.113.10';
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) => attempt('pharma@demo.test', `guess-${i}`, from)),
    );
    expect(statuses(answers)).toEqual({ 403: MAX_FAILURES_PER_LOGIN, 429: N - MAX_FAILURES_PER_LOGIN });
    const rows = await t.db
      .select()
      .from(loginFailures)
      .where(and(eq(loginFailures.login, 'pharma@demo.test'), eq(loginFailures.ip, from)));
    expect(rows).toHaveLength(MAX_FAILURES_PER_LOGIN);
    // The right password from that address is refused too (its five are spent); the owner elsewhere gets in.
    expect((await attempt('pharma@demo.test', 'demo1234', from)).statusCode).toBe(429);
    expect((await attempt('pharma@demo.test', 'demo1234', '198.51.100.30')).statusCode).toBe(200);
  });

  it(`${N} parallel guesses over different logins from one address: ${MAX_FAILURES_PER_IP} are checked`, async () => {
    const from = '203.0.113.11';
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) => attempt(`nobody${i}@demo.test`, 'guess', from)),
    );
    expect(statuses(answers)).toEqual({ 403: MAX_FAILURES_PER_IP, 429: N - MAX_FAILURES_PER_IP });
    expect((await attempt('vet@demo.test', 'demo1234', from)).statusCode).toBe(429);
  });

  it(`${N} parallel guesses for one login from ${N} addresses: the free ${FREE_FAILURES_PER_LOGIN}, then the delay`, async () => {
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) => attempt('student@demo.test', `guess-${i}`, `10.1.${i}.1`)),
    );
    expect(statuses(answers)).toEqual({ 403: FREE_FAILURES_PER_LOGIN, 429: N - FREE_FAILURES_PER_LOGIN });
  });

  it('a right password among parallel wrong ones from one address signs in, and clears that address’s failures', async () => {
    const from = '203.0.113.12';
    // Four wrong ones first: the right one in the parallel batch is then admitted only if it comes first.
    for (let i = 0; i < MAX_FAILURES_PER_LOGIN - 1; i++)
      expect((await attempt('staff@demo.test', `typo-${i}`, from)).statusCode).toBe(403);
    expect((await attempt('staff@demo.test', 'demo1234', from)).statusCode).toBe(200);
    // The success cleared them: five more mistakes are allowed again, in parallel too, and no more.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt('staff@demo.test', `again-${i}`, from)),
    );
    expect(statuses(answers)).toEqual({ 403: MAX_FAILURES_PER_LOGIN, 429: 20 - MAX_FAILURES_PER_LOGIN });
  });
});
