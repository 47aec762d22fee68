/**
 * When the storefront renews an identity-provider session (spec doc 2 §4: silently, before the access token
 * expires): a third of the token's lifetime before its expiry, at most a minute before. Shared by the server (a page
 * load that finds the token due) and the page's timer (features/session SessionKeeper).
 */
export const MAX_RENEWAL_MARGIN_MS = 60_000;

export function renewalDueAt(issuedAt: number, expiresAt: number): number {
  const lifetime = Math.max(0, expiresAt - issuedAt);
  return expiresAt - Math.min(MAX_RENEWAL_MARGIN_MS, lifetime / 3);
}

/** The resource route the page calls to renew (POST; JSON `{ expiresAt }` or 401). */
export const RENEW_PATH = '/api/session/renew';

/** The access token's times the page's timer needs (features/session SessionKeeper); null in credentials mode. */
export interface SessionExpiry {
  issuedAt: number;
  expiresAt: number;
  /** The server's clock when answered: the page counts from it, not from its own clock. */
  now: number;
}
