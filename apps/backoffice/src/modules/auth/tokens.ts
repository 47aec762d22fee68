import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '@vetshop/db';
import type { Locale } from '@vetshop/domain';
import { AppError } from '../../errors';
import * as repo from './token-repository';

/**
 * Single-use tokens of mail links (issue 11 §4). The raw token — 32 random bytes, base64url — exists only in the
 * mail; the table keeps its SHA-256, so a copy of the database opens no account. Never log a raw token.
 */
export const AUTH_TOKEN_PURPOSES = ['set_password', 'reset_password', 'validate_email'] as const;
export type AuthTokenPurpose = (typeof AUTH_TOKEN_PURPOSES)[number];

/** How long a link works: a new account's set-password link a week, a reset an hour, a validation a day. */
export const TOKEN_TTL_MS: Record<AuthTokenPurpose, number> = {
  set_password: 7 * 24 * 3600 * 1000,
  reset_password: 3600 * 1000,
  validate_email: 24 * 3600 * 1000,
};

export function hashAuthToken(raw: string): string {
  return createHash('sha256').update(raw, 'utf8').digest('hex');
}

/** A fresh raw token (43 base64url characters) and the hash to store. */
export function newAuthToken(): { raw: string; hash: string } {
  const raw = randomBytes(32).toString('base64url');
  return { raw, hash: hashAuthToken(raw) };
}

/** Where a mail link leads on the storefront: /{lang}/account/{page}?token=… */
export function tokenLink(
  storefrontUrl: string,
  locale: Locale,
  page: 'set-password' | 'validate-email',
  raw: string,
): string {
  return `${storefrontUrl}/${locale}/account/${page}?token=${encodeURIComponent(raw)}`;
}

/** Stores a new token for the user (in the caller's transaction) and answers the raw one for the mail. */
export async function issueAuthToken(
  db: Executor,
  userId: number,
  purpose: AuthTokenPurpose,
  now: Date,
): Promise<string> {
  const { raw, hash } = newAuthToken();
  await repo.insertAuthToken(db, {
    userId,
    purpose,
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
  });
  return raw;
}

/**
 * How many tokens of this purpose the user was given since `since` (read from their expiry, which follows the
 * app's clock), used or not.
 */
export function countIssuedSince(
  db: Executor,
  userId: number,
  purpose: AuthTokenPurpose,
  since: Date,
): Promise<number> {
  return repo.countTokensExpiringAfter(
    db,
    userId,
    purpose,
    new Date(since.getTime() + TOKEN_TTL_MS[purpose]),
  );
}

/** Older unused tokens of these purposes stop working (a new reset link replaces the previous one). */
export function invalidateAuthTokens(
  db: Executor,
  userId: number,
  purposes: readonly AuthTokenPurpose[],
  now: Date,
): Promise<void> {
  return repo.markUnusedTokensUsed(db, userId, purposes, now);
}

/**
 * Marks the token used and answers its user — only if it is known, of one of these purposes, unused and not
 * expired; otherwise 400 invalid_token (one answer for all four cases). The update is the check, so two
 * concurrent uses cannot both succeed.
 */
export async function consumeAuthToken(
  db: Executor,
  raw: string,
  purposes: readonly AuthTokenPurpose[],
  now: Date,
): Promise<{ userId: number; purpose: AuthTokenPurpose }> {
  const row = await repo.useUnexpiredToken(db, hashAuthToken(raw), purposes, now);
  if (!row) throw new AppError(400, 'invalid_token', { token: 'link' });
  return { userId: row.userId, purpose: row.purpose as AuthTokenPurpose };
}
