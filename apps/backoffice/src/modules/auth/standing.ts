import type { AccountStanding } from '@vetshop/contract';
import type { RegistrationState } from '@vetshop/domain';

export interface StandingFacts {
  hasCustomer: boolean;
  isStaff: boolean;
  emailVerified: boolean;
  /** The states of the registrations made with this login's e-mail (read only once the e-mail is verified). */
  registrations: readonly RegistrationState[];
}

/**
 * Where a signed-in login stands. An unverified login is told nothing about registrations: anyone may sign up
 * with someone else's e-mail, and only the mailed link proves it is theirs (a registration's state is the
 * clinic's business). A pending registration wins over an older refused one (the clinic applied again); an
 * approved one links the login to its customer, so an approved state without a customer (not expected) reads as
 * no registration: the page then invites to register, which staff will see is a second application.
 */
export function accountStanding(f: StandingFacts): AccountStanding {
  if (f.hasCustomer) return 'customer';
  if (f.isStaff) return 'staff';
  if (!f.emailVerified) return 'email_unverified';
  if (f.registrations.includes('pending')) return 'registration_pending';
  if (f.registrations.includes('refused')) return 'registration_refused';
  return 'no_registration';
}
