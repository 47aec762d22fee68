import { describe, expect, it } from 'vitest';
import { PAYABLE_TTL_MS, signPayable, verifyPayable, type PayableClaims } from './payable';

const now = new Date('2026-03-02T10:00:00Z');
const claims: PayableClaims = {
  cartId: 7,
  cartUuid: 'c0ffee',
  customerId: 3,
  amountCents: 12345,
  currency: 'EUR',
  reference: 'CART-7',
  exp: now.getTime() + PAYABLE_TTL_MS,
};

describe('payable', () => {
  it('reads back what it signed until it expires', () => {
    const token = signPayable('s3cret', claims);
    expect(verifyPayable('s3cret', token, now)).toEqual({ ok: true, claims });
    expect(verifyPayable('s3cret', token, new Date(claims.exp))).toEqual({ ok: false, reason: 'expired' });
  });
  it('refuses a changed amount, another secret and garbage', () => {
    const token = signPayable('s3cret', claims);
    const [, sig] = token.split('.');
    const cheaper = Buffer.from(JSON.stringify({ ...claims, amountCents: 1 })).toString('base64url');
    expect(verifyPayable('s3cret', `${cheaper}.${sig}`, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyPayable('other', token, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyPayable('s3cret', 'nope', now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyPayable('s3cret', `${token}.x`, now)).toEqual({ ok: false, reason: 'invalid' });
  });
});
