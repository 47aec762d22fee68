import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { rememberingVerifier, type AccessTokenClaims, type AccessTokenVerifier } from './access-token';

/** A provider's verifier that accepts every token, expiring at a fixed time, and counts its checks. */
function counting(expiresAt: Date): AccessTokenVerifier & { checks: string[] } {
  const checks: string[] = [];
  return {
    checks,
    async verify(token): Promise<AccessTokenClaims> {
      checks.push(token);
      return { sub: `sub-${token}`, email: `${token}@demo.test`, expiresAt };
    },
  };
}

const at = (iso: string) => new Date(iso);

describe('rememberingVerifier', () => {
  it('checks a token once, then answers its claims until it expires', async () => {
    const inner = counting(at('2026-11-29T10:05:00Z'));
    const v = rememberingVerifier(inner);
    const first = await v.verify('a.b.c', at('2026-11-29T10:00:00Z'));
    const again = await v.verify('a.b.c', at('2026-11-29T10:04:59Z'));
    expect(again).toEqual(first);
    expect(inner.checks).toEqual(['a.b.c']);
  });

  it('refuses a kept token once its expiry has come (401 invalid_token)', async () => {
    const v = rememberingVerifier(counting(at('2026-11-29T10:05:00Z')));
    await v.verify('a.b.c', at('2026-11-29T10:00:00Z'));
    const refused = await v.verify('a.b.c', at('2026-11-29T10:05:00Z')).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 401, code: 'invalid_token' });
  });

  it('forgets the oldest tokens past its bound, and never keeps a refusal', async () => {
    const inner = counting(at('2026-11-29T10:05:00Z'));
    const v = rememberingVerifier(inner, 2);
    const now = at('2026-11-29T10:00:00Z');
    for (const token of ['t1', 't2', 't3', 't1']) await v.verify(token, now);
    // t1 was forgotten when t3 came: checked again.
    expect(inner.checks).toEqual(['t1', 't2', 't3', 't1']);
    let fail = true;
    const flaky: AccessTokenVerifier = {
      async verify(token) {
        if (fail) throw new Error('provider out of reach');
        return inner.verify(token, now);
      },
    };
    const w = rememberingVerifier(flaky);
    await expect(w.verify('x', now)).rejects.toThrow('provider out of reach');
    fail = false;
    await expect(w.verify('x', now)).resolves.toMatchObject({ sub: 'sub-x' });
  });
});
