import { ACCOUNT_STANDINGS } from '@vetshop/contract';
import { describe, expect, it } from 'vitest';
import { accountStatusOf, isAccountStatusRefusal } from './account-status';

describe('accountStatusOf', () => {
  it('gives every standing of a login without a customer its page, and none to a customer or staff', () => {
    expect(Object.fromEntries(ACCOUNT_STANDINGS.map((s) => [s, accountStatusOf(s)]))).toEqual({
      customer: null,
      staff: null,
      email_unverified: 'email_unverified',
      registration_pending: 'registration_pending',
      registration_refused: 'registration_refused',
      no_registration: 'no_registration',
    });
  });
});

describe('isAccountStatusRefusal', () => {
  const refusal = {
    reason: 'account_status',
    status: 'no_registration',
    name: 'Julie',
    email: 'j@example.test',
  };

  it('recognises the refusal a buyer page throws', () => {
    expect(isAccountStatusRefusal(refusal)).toBe(true);
  });

  it.each([
    ['nothing', null],
    ['a 404', { reason: 'not_found' }],
    ['a customer', { ...refusal, status: 'customer' }],
    ['staff', { ...refusal, status: 'staff' }],
    ['no e-mail', { ...refusal, email: undefined }],
  ])('refuses %s', (_name, data) => {
    expect(isAccountStatusRefusal(data)).toBe(false);
  });
});
