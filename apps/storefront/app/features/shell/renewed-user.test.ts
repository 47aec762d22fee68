import type { Profile } from '@vetshop/contract';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../lib/session.server';
import { mayHaveBecomeCustomer, renewedUser } from './renewed-user.server';

const bare: SessionUser = {
  name: 'Julie Martin',
  login: 'julie@example.test',
  role: null,
  customerName: null,
  canOrder: false,
  isStaff: false,
};

const profile = (customer: boolean): Profile => ({
  sub: '7',
  login: 'julie@example.test',
  name: 'Julie Martin',
  email: 'julie@example.test',
  email_verified: true,
  given_name: null,
  family_name: null,
  preferred_username: 'julie@example.test',
  locale: 'fr',
  role: customer ? 'veterinary' : null,
  ref: customer ? 'W000012' : null,
  customer_id: customer ? 12 : null,
  customer_name: customer ? 'Clinique Martin' : null,
  can_order: customer,
  help_with_fee: false,
  supplier_id: null,
  vt_groups: [],
  is_staff: false,
  opt_out: false,
  standing: customer ? 'customer' : 'registration_pending',
});

describe('the snapshot of a login without a customer', () => {
  it('is read again only for such a login, never for a buyer, staff or a guest', () => {
    expect(mayHaveBecomeCustomer(bare)).toBe(true);
    expect(mayHaveBecomeCustomer({ ...bare, role: 'veterinary', customerName: 'Clinique' })).toBe(false);
    expect(mayHaveBecomeCustomer({ ...bare, isStaff: true })).toBe(false);
    expect(mayHaveBecomeCustomer(null)).toBe(false);
  });

  it('becomes the customer’s once approved, and stays as it is before', () => {
    expect(renewedUser(profile(true))).toEqual({
      ...bare,
      role: 'veterinary',
      customerName: 'Clinique Martin',
      canOrder: true,
    });
    expect(renewedUser(profile(false))).toBeNull();
    expect(renewedUser(null)).toBeNull();
  });
});
