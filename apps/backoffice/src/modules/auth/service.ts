import { createHash, randomBytes } from 'node:crypto';
import type { AccountStanding, Profile } from '@vetshop/contract';
import { hashPassword, verifyPassword } from '@vetshop/db';
import type { Role } from '@vetshop/domain';
import { parseLocale } from '../../i18n/locale';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { SessionResolver } from '../../ports/session-resolver';
import { refuseWeakPassword } from './credentials';
import * as repo from './repository';
import { accountStanding } from './standing';
import type { SessionRow } from './repository';

/**
 * Sign-in throttling: past these many failures in the window, further attempts are refused (429) — per login
 * *from one address*, and per address. Never per login alone: anyone could then lock a customer out with five
 * wrong passwords; this way an attacker only locks themselves out, and the owner, from their own address,
 * still signs in (and is refused at most for the window after their own five mistakes).
 */
export const MAX_FAILURES_PER_LOGIN = 5;
export const MAX_FAILURES_PER_IP = 30;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Guessing one login from many addresses (each under its own five) is slowed down per login: past these many
 * failures in the window from all addresses together, each further attempt waits twice as long after the last
 * failure (1 s, 2 s, 4 s … at most LOGIN_DELAY_MAX_MS). A delay, never a lock: the right password goes through
 * once it has passed, and it never applies to an address the login signed in from in the last
 * KNOWN_ADDRESS_DAYS days — so an attacker keeping the delay up never keeps the owner out.
 */
export const FREE_FAILURES_PER_LOGIN = 10;
export const LOGIN_DELAY_MAX_MS = 60 * 1000;
export const KNOWN_ADDRESS_DAYS = 90;

/** How long after the latest failure the next attempt on a login may be made (0: at once). */
export function loginDelayMs(failures: number): number {
  if (failures < FREE_FAILURES_PER_LOGIN) return 0;
  return Math.min(LOGIN_DELAY_MAX_MS, 1000 * 2 ** (failures - FREE_FAILURES_PER_LOGIN));
}

function tooManyAttempts(retryAfterMs: number): AppError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(429, 'too_many_attempts', { minutes: Math.ceil(retryAfter / 60), retryAfter });
}

/**
 * 429 once this login failed too often from this address, or this address too often for any login, within the
 * window (Retry-After: when the oldest of those failures leaves the window). Sign-in and password change both.
 */
async function refuseWhenThrottled(ctx: AppContext, login: string, ip: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const failures = await repo.countFailures(ctx.db, login, ip, since);
  const blockedBy =
    failures.login.n >= MAX_FAILURES_PER_LOGIN
      ? failures.login
      : failures.ip.n >= MAX_FAILURES_PER_IP
        ? failures.ip
        : null;
  if (blockedBy) {
    const oldest = blockedBy.oldest ? new Date(blockedBy.oldest).getTime() : now.getTime();
    throw tooManyAttempts(oldest + FAILURE_WINDOW_MS - now.getTime());
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// Verifying against a real hash when the login is unknown keeps both answers equally slow.
let dummyHash: Promise<string> | null = null;

export async function login(ctx: AppContext, loginInput: string, password: string, ip: string) {
  const login = loginInput.trim().toLowerCase();
  const now = ctx.now();
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  await refuseWhenThrottled(ctx, login, ip, now);
  const knownSince = new Date(now.getTime() - KNOWN_ADDRESS_DAYS * 24 * 3600 * 1000);
  if (!(await repo.isKnownAddress(ctx.db, login, ip, knownSince))) {
    const all = await repo.countLoginFailures(ctx.db, login, since);
    const delay = loginDelayMs(all.n);
    const wait = all.latest ? new Date(all.latest).getTime() + delay - now.getTime() : 0;
    if (delay > 0 && wait > 0) throw tooManyAttempts(wait);
  }
  const user = await repo.findUserByLogin(ctx.db, login);
  dummyHash ??= hashPassword('not a password');
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
  if (!user || !ok || !user.active) {
    await repo.recordFailure(ctx.db, login, ip, now);
    throw new AppError(403, 'invalid_credentials');
  }
  await repo.clearFailures(ctx.db, login, ip);
  await repo.pruneFailures(ctx.db, since);
  await repo.rememberAddress(ctx.db, login, ip, now);
  await repo.pruneKnownAddresses(ctx.db, knownSince);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ctx.config.sessionDays * 24 * 3600 * 1000);
  await repo.insertSession(ctx.db, hashToken(token), user.id, expiresAt);
  const session = await repo.findSession(ctx.db, hashToken(token), now);
  if (!session) throw new Error('session vanished right after creation');
  return { token, expiresAt, session };
}

/**
 * A signed-in user changes their password: the current one must be right, the new one strong enough
 * (domain `passwordWeaknesses`, every weakness reported as a field error). A wrong current password counts as a
 * failed sign-in of that login from that address, and the sign-in's limits apply here too (429): otherwise a
 * stolen session could guess the password without limit. On success every other session of the user is
 * closed (a thief's included) and this one stays.
 */
export async function changePassword(
  ctx: AppContext,
  session: SessionRow,
  current: string,
  next: string,
  ip: string,
): Promise<{ closed_sessions: number }> {
  const { login } = session.user;
  const now = ctx.now();
  await refuseWhenThrottled(ctx, login, ip, now);
  const user = await repo.findUserByLogin(ctx.db, login);
  if (!user || !(await verifyPassword(current, user.passwordHash))) {
    await repo.recordFailure(ctx.db, login, ip, now);
    throw new AppError(400, 'current_password_incorrect', {}, [
      { path: 'body.current_password', code: 'field_invalid_value' },
    ]);
  }
  refuseWeakPassword(next, login, 'body.new_password');
  const hash = await hashPassword(next);
  const closed = await ctx.db.transaction(async (tx) => {
    await repo.setPasswordHash(tx, user.id, hash);
    return repo.deleteOtherSessions(tx, user.id, session.tokenHash);
  });
  return { closed_sessions: closed };
}

export async function logout(ctx: AppContext, token: string): Promise<void> {
  await repo.deleteSession(ctx.db, hashToken(token));
}

export async function resolveSession(ctx: AppContext, token: string): Promise<SessionRow | null> {
  return repo.findSession(ctx.db, hashToken(token), ctx.now());
}

/** The auth module's implementation of the session port (injected into the request context by app.ts). */
export function createSessionResolver(ctx: AppContext): SessionResolver {
  return { resolve: (token) => resolveSession(ctx, token) };
}

/** The session's profile, with where the login stands (a registration is looked up only when it matters). */
export async function profileOf(ctx: AppContext, s: SessionRow): Promise<Profile> {
  const { user, customer } = s;
  const needsRegistrations = !customer && !user.isStaff && user.emailVerified;
  const standing = accountStanding({
    hasCustomer: customer !== null,
    isStaff: user.isStaff,
    emailVerified: user.emailVerified,
    registrations: needsRegistrations ? await repo.registrationStatesOf(ctx.db, user.login) : [],
  });
  return toProfile(s, standing);
}

function toProfile(s: SessionRow, standing: AccountStanding): Profile {
  const { user, customer } = s;
  return {
    sub: String(user.id),
    login: user.login,
    name: user.name,
    email: user.login,
    email_verified: user.emailVerified,
    given_name: user.givenName,
    family_name: user.familyName,
    preferred_username: user.login,
    locale: parseLocale(user.locale) ?? 'fr',
    role: customer ? (customer.role as Role) : null,
    ref: customer?.ref ?? null,
    customer_id: customer?.id ?? null,
    customer_name: customer?.name ?? null,
    can_order: customer?.canOrder ?? false,
    help_with_fee: customer?.helpWithFee ?? false,
    supplier_id: customer?.supplierId ?? null,
    vt_groups: customer?.vetGroupIds ?? [],
    is_staff: user.isStaff,
    opt_out: customer?.optOut ?? false,
    standing,
  };
}
