import type { Profile } from '@vetshop/contract';
import { toSessionUser, type SessionUser } from '../../lib/session.server';

/**
 * Whether the session's snapshot of the user must be read again: a login that had no customer when it signed in
 * (auth/register: no role, not staff) may have been approved since — the back office then links it to the new
 * customer without closing its sessions.
 */
export function mayHaveBecomeCustomer(user: SessionUser | null): user is SessionUser {
  return user !== null && !user.isStaff && user.role === null;
}

/** The new snapshot once the profile has a customer; null while it still has none (nothing to write). */
export function renewedUser(profile: Profile | null): SessionUser | null {
  return profile && profile.customer_id !== null ? toSessionUser(profile) : null;
}
