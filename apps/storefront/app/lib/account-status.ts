import type { AccountStanding } from '@vetshop/contract';

/** The standings of a signed-in login without a customer: each has its account-status page. */
export type AccountStatus = Exclude<AccountStanding, 'customer' | 'staff'>;

/** The reason of the 403 a buyer page throws for such a login (read by the error boundary). */
export const ACCOUNT_STATUS_REASON = 'account_status';

/** What the account-status page needs: where the login stands, and its name and e-mail (the register form's). */
export interface AccountStatusRefusal {
  reason: typeof ACCOUNT_STATUS_REASON;
  status: AccountStatus;
  name: string;
  email: string;
}

/**
 * The account-status page of a standing, or null when the login may use buyer pages (a customer) or never does
 * (staff): then a refusal is what it was before, a 404.
 */
export function accountStatusOf(standing: AccountStanding): AccountStatus | null {
  return standing === 'customer' || standing === 'staff' ? null : standing;
}

const STATUSES: readonly AccountStatus[] = [
  'email_unverified',
  'registration_pending',
  'registration_refused',
  'no_registration',
];

/** Whether an error response's data is the account-status refusal (the boundary gets it as `unknown`). */
export function isAccountStatusRefusal(data: unknown): data is AccountStatusRefusal {
  if (typeof data !== 'object' || data === null) return false;
  const d = data as Partial<AccountStatusRefusal>;
  return (
    d.reason === ACCOUNT_STATUS_REASON &&
    STATUSES.includes(d.status as AccountStatus) &&
    typeof d.name === 'string' &&
    typeof d.email === 'string'
  );
}

/** The account-status page is personal and says nothing worth indexing. */
export const ACCOUNT_STATUS_HEADERS = {
  'Cache-Control': 'private, no-store',
  Vary: 'Cookie',
  'X-Robots-Tag': 'noindex',
} as const;
