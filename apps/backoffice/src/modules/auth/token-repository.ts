import { authTokens, type Executor } from '@vetshop/db';
import { and, count, eq, gt, inArray, isNull } from 'drizzle-orm';

/** The mail links' tokens (auth/tokens.ts): only their SHA-256 is stored. */
export async function insertAuthToken(
  db: Executor,
  row: { userId: number; purpose: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(authTokens).values(row);
}

/** The user's tokens of a purpose expiring after `after`, used or not. */
export async function countTokensExpiringAfter(
  db: Executor,
  userId: number,
  purpose: string,
  after: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authTokens)
    .where(
      and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), gt(authTokens.expiresAt, after)),
    );
  return Number(row?.n ?? 0);
}

/** Marks the user's unused tokens of these purposes used at `now`. */
export async function markUnusedTokensUsed(
  db: Executor,
  userId: number,
  purposes: readonly string[],
  now: Date,
): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.userId, userId),
        inArray(authTokens.purpose, [...purposes]),
        isNull(authTokens.usedAt),
      ),
    );
}

/**
 * Marks used, and answers, the token of this hash if it is of one of these purposes, unused and not expired (one
 * conditional update: of two concurrent uses, one only gets it); undefined otherwise.
 */
export async function useUnexpiredToken(
  db: Executor,
  tokenHash: string,
  purposes: readonly string[],
  now: Date,
): Promise<{ userId: number; purpose: string } | undefined> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        inArray(authTokens.purpose, [...purposes]),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ userId: authTokens.userId, purpose: authTokens.purpose });
  return row;
}
