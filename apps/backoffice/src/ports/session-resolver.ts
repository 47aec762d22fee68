import type { customers, users } from '@vetshop/db';

/** A signed-in session: the user and, for a buyer, the customer account they act for (null for staff). */
export interface Session {
  tokenHash: string;
  expiresAt: Date;
  /** The identity provider's subject of a session opened with an access token; null for a password's (decision 036). */
  oidcSubject: string | null;
  user: typeof users.$inferSelect;
  customer: typeof customers.$inferSelect | null;
}

/**
 * The port through which the request context finds the session of a token. The auth module implements
 * it; app.ts injects it, so the plugin never reaches into the module's service or repository.
 */
export interface SessionResolver {
  /** The live session of a token (unexpired, active user), or null. */
  resolve(token: string): Promise<Session | null>;
}
