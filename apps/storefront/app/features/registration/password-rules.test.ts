import { describe, expect, it } from 'vitest';
import { newPasswordErrors, plausibleToken } from './password-rules';

describe('newPasswordErrors', () => {
  it('asks for both fields', () => {
    expect(newPasswordErrors('', 'x')).toEqual(['required']);
    expect(newPasswordErrors('long enough pass', '')).toEqual(['required']);
  });
  it("applies the profile's strength rules and the confirmation", () => {
    expect(newPasswordErrors('short', 'short')).toEqual(['too_short']);
    expect(newPasswordErrors('motdepasse', 'motdepasse')).toEqual(['common']);
    expect(newPasswordErrors('anne.peeters-2026', 'anne.peeters-2026', 'anne.peeters@clinique.test')).toEqual(
      ['contains_login'],
    );
    expect(newPasswordErrors('Prés-verts 2026', 'Prés-verts 2025')).toEqual(['mismatch']);
    expect(newPasswordErrors('Prés-verts 2026', 'Prés-verts 2026')).toEqual([]);
  });
});

describe('plausibleToken', () => {
  it('keeps a base64url token and refuses anything else', () => {
    const token = 'q0Jz3vH1bq3u2xk1v8YQ0m5sKkz2yX8oN4pW6rT9aBc';
    expect(plausibleToken(` ${token} `)).toBe(token);
    expect(plausibleToken(null)).toBeNull();
    expect(plausibleToken('short')).toBeNull();
    expect(plausibleToken('abc def ghi jkl mno pqr')).toBeNull();
    expect(plausibleToken('<script>alert(1)</script>xxxxxxxx')).toBeNull();
  });
});
