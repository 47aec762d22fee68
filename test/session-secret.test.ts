/** `npm start` keeps the storefront's session secret in var/ (issue 8 §5): never a known default. */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keptPaymentSecret, keptSessionSecret, StartError } from '../scripts/session-secret.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function varDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vetshop-var-'));
  dirs.push(dir);
  return join(dir, 'var'); // not created yet, as on a fresh clone
}

describe('keptSessionSecret', () => {
  it('takes SESSION_SECRET from the environment and writes nothing', () => {
    const dir = varDir();
    expect(keptSessionSecret({ SESSION_SECRET: 'given-secret-0123456789' }, dir)).toEqual({
      secret: 'given-secret-0123456789',
      source: 'environment',
    });
    expect(() => statSync(join(dir, 'session-secret'))).toThrow();
  });

  it('generates one on the first start, keeps it private in var/, and reuses it at the next start', () => {
    const dir = varDir();
    const first = keptSessionSecret({}, dir);
    expect(first.source).toBe('generated');
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8').trim()).toBe(first.secret);
    expect(statSync(join(dir, 'session-secret')).mode & 0o077).toBe(0);
    expect(keptSessionSecret({}, dir)).toEqual({ secret: first.secret, source: 'kept' });
    // Another machine (another var/) gets another secret.
    expect(keptSessionSecret({}, varDir()).secret).not.toBe(first.secret);
  });

  it('a production start uses a kept secret, and refuses with a clear message when there is none', () => {
    const dir = varDir();
    expect(() => keptSessionSecret({ NODE_ENV: 'production' }, dir)).toThrow(StartError);
    expect(() => keptSessionSecret({ NODE_ENV: 'production' }, dir)).toThrow(/SESSION_SECRET is not set/);
    keptSessionSecret({}, dir);
    writeFileSync(join(dir, 'session-secret'), 'kept-secret-0123456789\n');
    expect(keptSessionSecret({ NODE_ENV: 'production' }, dir)).toEqual({
      secret: 'kept-secret-0123456789',
      source: 'kept',
    });
  });

  it('keeps the payment secret the same way, in a file of its own, never the session secret', () => {
    const dir = varDir();
    const session = keptSessionSecret({}, dir);
    const first = keptPaymentSecret({}, dir);
    expect(first.source).toBe('generated');
    expect(first.secret).not.toBe(session.secret);
    expect(readFileSync(join(dir, 'payment-secret'), 'utf8').trim()).toBe(first.secret);
    expect(keptPaymentSecret({}, dir)).toEqual({ secret: first.secret, source: 'kept' });
    expect(keptPaymentSecret({ PAYMENT_SECRET: 'given-payment-0123' }, dir).secret).toBe(
      'given-payment-0123',
    );
    expect(() => keptPaymentSecret({ NODE_ENV: 'production' }, varDir())).toThrow(
      /PAYMENT_SECRET is not set/,
    );
  });
});
