import { describe, expect, it } from 'vitest';
import { hashAuthToken, newAuthToken, tokenLink, TOKEN_TTL_MS } from './tokens';

describe('auth tokens', () => {
  it('are 32 random bytes in base64url, stored as their SHA-256', () => {
    const a = newAuthToken();
    const b = newAuthToken();
    expect(a.raw).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.raw, 'base64url')).toHaveLength(32);
    expect(a.raw).not.toBe(b.raw);
    expect(a.hash).toBe(hashAuthToken(a.raw));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hash).not.toContain(a.raw);
  });

  it('hash like SHA-256 of the text', () => {
    expect(hashAuthToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('link to the storefront page in the language of the mail', () => {
    expect(tokenLink('https://shop.test', 'nl', 'set-password', 'a-b_c')).toBe(
      'https://shop.test/nl/account/set-password?token=a-b_c',
    );
  });

  it('expire after a week (set password), an hour (reset), a day (validation)', () => {
    expect(TOKEN_TTL_MS.set_password).toBe(7 * 24 * 3600 * 1000);
    expect(TOKEN_TTL_MS.reset_password).toBe(3600 * 1000);
    expect(TOKEN_TTL_MS.validate_email).toBe(24 * 3600 * 1000);
  });
});
