import { and, count, eq, gt, inArray, isNull, lt, max, min, ne, or, sql } from 'drizzle-orm';
import {
  authTokens,
  customers,
  loginDevices,
  loginFailures,
  loginKnownAddresses,
  registrations,
  sessions,
  queryRows,
  users,
  type Executor,
} from '@vetshop/db';
import type { RegistrationState } from '@vetshop/domain';
import type { Session } from '../../ports/session-resolver';

/** A session row with its user and customer: the shape of the session port. */
export type SessionRow = Session;

export async function findUserByLogin(db: Executor, login: string) {
  const [row] = await db.select().from(users).where(eq(users.login, login)).limit(1);
  return row ?? null;
}

/** A login with its customer (null for staff or a login awaiting registration), active or not. */
export async function findUserWithCustomer(db: Executor, login: string) {
  const [row] = await db
    .select({ user: users, customer: customers })
    .from(users)
    .leftJoin(customers, eq(customers.id, users.customerId))
    .where(eq(users.login, login))
    .limit(1);
  return row ?? null;
}

export async function insertSession(
  db: Executor,
  tokenHash: string,
  userId: number,
  expiresAt: Date,
  oidcSubject: string | null = null,
): Promise<void> {
  await db.insert(sessions).values({ tokenHash, userId, expiresAt, oidcSubject });
}

/**
 * A renewal (decision 036): the session of this subject, still live, expires at `expiresAt` now. False when it
 * is gone or expired meanwhile, or belongs to another subject (the update is the check).
 */
export async function extendOidcSession(
  db: Executor,
  tokenHash: string,
  oidcSubject: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ expiresAt })
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        eq(sessions.oidcSubject, oidcSubject),
        gt(sessions.expiresAt, now),
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return rows.length > 0;
}

export async function deleteSession(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function findSession(db: Executor, tokenHash: string, now: Date): Promise<SessionRow | null> {
  const [row] = await db
    .select({ session: sessions, user: users, customer: customers })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(customers, eq(customers.id, users.customerId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), eq(users.active, true)))
    .limit(1);
  if (!row) return null;
  return {
    tokenHash,
    expiresAt: row.session.expiresAt,
    oidcSubject: row.session.oidcSubject,
    user: row.user,
    customer: row.customer,
  };
}

export async function deleteExpiredSessions(db: Executor, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

/** Advisory lock classes (first key of pg_advisory_xact_lock) of sign-in attempts: one login, one address. */
const LOGIN_ATTEMPTS_LOCK = 74_001;
const ADDRESS_ATTEMPTS_LOCK = 74_002;

/**
 * Serialises the untrusted attempts on this login and from this address until the transaction ends, so that
 * counting the failures and writing the new attempt are one step (parallel guesses queue here, each sees the
 * ones before). Always the login first, then the address: two attempts never wait for each other in a circle.
 */
export async function lockAttempts(tx: Executor, login: string, ip: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOGIN_ATTEMPTS_LOCK}, hashtext(${login}))`);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADDRESS_ATTEMPTS_LOCK}, hashtext(${ip}))`);
}

/**
 * Untrusted failures (no device cookie) since `since` for a login from one address and for the address, with the
 * oldest of each (for Retry-After).
 */
export async function countFailures(db: Executor, login: string, ip: string, since: Date) {
  const [byLogin] = await db
    .select({ n: count(), oldest: min(loginFailures.at) })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.login, login),
        eq(loginFailures.ip, ip),
        isNull(loginFailures.device),
        gt(loginFailures.at, since),
      ),
    );
  const [byIp] = await db
    .select({ n: count(), oldest: min(loginFailures.at) })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), isNull(loginFailures.device), gt(loginFailures.at, since)));
  return {
    login: { n: Number(byLogin?.n ?? 0), oldest: byLogin?.oldest ?? null },
    ip: { n: Number(byIp?.n ?? 0), oldest: byIp?.oldest ?? null },
  };
}

/** The failures of the attempts trusted by this device cookie since `since`. */
export async function countDeviceFailures(db: Executor, device: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.device, device), gt(loginFailures.at, since)));
  return Number(row?.n ?? 0);
}

/**
 * An attempt, written before its password is checked: it counts as a failure until the attempt succeeds and
 * removes it. Answers its id.
 */
export async function insertAttempt(
  db: Executor,
  a: { login: string; ip: string; device: string | null; at: Date },
): Promise<number> {
  const [row] = await db.insert(loginFailures).values(a).returning({ id: loginFailures.id });
  if (!row) throw new Error('login attempt not recorded');
  return row.id;
}

export async function deleteAttempt(db: Executor, id: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
}

/**
 * After a successful sign-in: that login's failures from that address, and those of the device cookie it came
 * with (others' attempts still count).
 */
export async function clearFailures(
  db: Executor,
  login: string,
  ip: string,
  device: string | null,
): Promise<void> {
  await db
    .delete(loginFailures)
    .where(
      and(
        eq(loginFailures.login, login),
        device === null
          ? eq(loginFailures.ip, ip)
          : or(eq(loginFailures.ip, ip), eq(loginFailures.device, device)),
      ),
    );
}

export async function pruneFailures(db: Executor, before: Date): Promise<void> {
  await db.delete(loginFailures).where(sql`${loginFailures.at} < ${before}`);
}

/**
 * Untrusted failures since `since` for a login from every address, with the latest (the per-login delay runs
 * from it).
 */
export async function countLoginFailures(db: Executor, login: string, since: Date) {
  const [row] = await db
    .select({ n: count(), latest: max(loginFailures.at) })
    .from(loginFailures)
    .where(and(eq(loginFailures.login, login), isNull(loginFailures.device), gt(loginFailures.at, since)));
  return { n: Number(row?.n ?? 0), latest: row?.latest ?? null };
}

/**
 * Whether this device cookie (its hash) proves a successful sign-in of this login since `since`; the row stays
 * locked until the transaction ends, so the device's own attempts are counted one at a time.
 */
export async function lockDevice(
  db: Executor,
  tokenHash: string,
  login: string,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ tokenHash: loginDevices.tokenHash })
    .from(loginDevices)
    .where(
      and(
        eq(loginDevices.tokenHash, tokenHash),
        eq(loginDevices.login, login),
        gt(loginDevices.lastSuccessAt, since),
      ),
    )
    .for('update');
  return Boolean(row);
}

export async function rememberDevice(
  db: Executor,
  tokenHash: string,
  login: string,
  at: Date,
): Promise<void> {
  await db.insert(loginDevices).values({ tokenHash, login, lastSuccessAt: at });
}

/** A device cookie replaced by a new one (each successful sign-in renews it). */
export async function forgetDevice(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(loginDevices).where(eq(loginDevices.tokenHash, tokenHash));
}

export async function pruneDevices(db: Executor, before: Date): Promise<void> {
  await db.delete(loginDevices).where(lt(loginDevices.lastSuccessAt, before));
}

/** Whether the login signed in successfully from this address since `since`. */
export async function isKnownAddress(db: Executor, login: string, ip: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ ip: loginKnownAddresses.ip })
    .from(loginKnownAddresses)
    .where(
      and(
        eq(loginKnownAddresses.login, login),
        eq(loginKnownAddresses.ip, ip),
        gt(loginKnownAddresses.lastSuccessAt, since),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function rememberAddress(db: Executor, login: string, ip: string, at: Date): Promise<void> {
  await db
    .insert(loginKnownAddresses)
    .values({ login, ip, lastSuccessAt: at })
    .onConflictDoUpdate({
      target: [loginKnownAddresses.login, loginKnownAddresses.ip],
      set: { lastSuccessAt: at },
    });
}

export async function pruneKnownAddresses(db: Executor, before: Date): Promise<void> {
  await db.delete(loginKnownAddresses).where(lt(loginKnownAddresses.lastSuccessAt, before));
}

export async function setPasswordHash(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Closes every session of a user but one; answers how many were closed. */
export async function deleteOtherSessions(
  db: Executor,
  userId: number,
  keepTokenHash: string,
): Promise<number> {
  const closed = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)))
    .returning({ tokenHash: sessions.tokenHash });
  return closed.length;
}

/** Every session of the user (a password set from a mail link: whoever held a session loses it). */
export async function deleteUserSessions(db: Executor, userId: number): Promise<number> {
  const closed = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ tokenHash: sessions.tokenHash });
  return closed.length;
}

/** Holds the user's row until the transaction ends (one reset request of a login at a time). */
export async function lockUser(db: Executor, id: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

export async function findUserById(db: Executor, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/**
 * A login with no customer (auth/register): unverified until its e-mail is validated. Null when the login exists
 * already (the unique index decides, so two concurrent sign-ups cannot make two accounts).
 */
export async function insertLoginWithoutCustomer(
  db: Executor,
  u: { login: string; name: string; passwordHash: string; locale: string },
): Promise<number | null> {
  const [row] = await db
    .insert(users)
    .values({ ...u, customerId: null, emailVerified: false })
    .onConflictDoNothing({ target: users.login })
    .returning({ id: users.id });
  return row?.id ?? null;
}

/** The states of the registrations made with this e-mail (stored lowercased, as logins are). */
export async function registrationStatesOf(db: Executor, email: string): Promise<RegistrationState[]> {
  const rows = await db
    .selectDistinct({ state: registrations.state })
    .from(registrations)
    .where(eq(registrations.email, email.toLowerCase()));
  return rows.map((r) => r.state as RegistrationState);
}

export async function setEmailVerified(db: Executor, userId: number): Promise<void> {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}

/** The active user a usable token (known hash, one of these purposes, unused, unexpired) belongs to. */
export async function findTokenHolder(db: Executor, tokenHash: string, purposes: string[], now: Date) {
  const [row] = await db
    .select({ id: users.id, login: users.login })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        inArray(authTokens.purpose, purposes),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
        eq(users.active, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Counts one call of `key` in its rate-limit window (one statement, atomic on both engines): a window that has
 * ended starts again at 1. The window and its clock are the database's, shared by every process.
 */
export async function countRateLimitedCall(
  db: Executor,
  key: string,
  windowMs: number,
): Promise<{ count: number; ttl: number | string } | undefined> {
  const [row] = await queryRows<{ count: number; ttl: number | string }>(
    db,
    sql`INSERT INTO rate_limit_counters AS c (key, count, window_ends)
        VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN c.window_ends <= now() THEN 1 ELSE c.count + 1 END,
          window_ends = CASE WHEN c.window_ends <= now() THEN excluded.window_ends ELSE c.window_ends END
        RETURNING c.count, ceil(extract(epoch FROM c.window_ends - now()) * 1000) AS ttl`,
  );
  return row;
}

/** Deletes the counters whose window ended over an hour ago. */
export async function pruneRateLimitCounters(db: Executor): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit_counters WHERE window_ends < now() - interval '1 hour'`);
}
