import { describe, expect, it } from 'vitest';
import { accountStanding, type StandingFacts } from './standing';

const bare: StandingFacts = { hasCustomer: false, isStaff: false, emailVerified: true, registrations: [] };

describe('accountStanding', () => {
  it.each<[string, Partial<StandingFacts>, ReturnType<typeof accountStanding>]>([
    ['a login acting for a customer', { hasCustomer: true }, 'customer'],
    [
      'a customer whose registration is also pending',
      { hasCustomer: true, registrations: ['pending'] },
      'customer',
    ],
    ['a staff account', { isStaff: true }, 'staff'],
    ['an unverified login', { emailVerified: false }, 'email_unverified'],
    [
      'an unverified login with a pending registration (not told)',
      { emailVerified: false, registrations: ['pending'] },
      'email_unverified',
    ],
    ['a pending registration', { registrations: ['pending'] }, 'registration_pending'],
    ['a refused registration', { registrations: ['refused'] }, 'registration_refused'],
    ['a new application after a refusal', { registrations: ['refused', 'pending'] }, 'registration_pending'],
    [
      'an approved registration not linked (not expected)',
      { registrations: ['approved'] },
      'no_registration',
    ],
    ['a bare login', {}, 'no_registration'],
  ])('%s', (_name, facts, expected) => {
    expect(accountStanding({ ...bare, ...facts })).toBe(expected);
  });
});
