import { createHash, randomBytes } from 'node:crypto';
import type { AccountStanding, Profile } from '@vetshop/contract';
import { hashPassword, verifyPassword, type Executor } from '@vetshop/db';
import type { Role } from '@vetshop/domain';
import { parseLocale } from '../../i18n/locale';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import type { SessionResolver } from '../../ports/session-resolver';
import { accessTokenVerifierOf, invalidAccessToken, type AccessTokenVerifier } from './access-token';
import { refuseWeakPassword } from './credentials';
import { singleFlight } from './single-flight';
import * as repo from './repository';
import { accountStanding } from './standing';
import type { SessionRow } from './repository';

/**
 * Sign-in throttling (decision 020). Every attempt is written down *before* its password is checked, in one
 * transaction with the count it is judged by, so parallel guesses queue and the limits hold however many arrive
 * at once.
 *
 * Untrusted attempts (no valid device cookie for the login): past these many failures in the window, further
 * attempts are refused (429) — per login *from one address*, and per address. Never per login alone: anyone
 * could then lock a customer out with five wrong passwords; this way an attacker only locks themselves out.
 */
export const MAX_FAILURES_PER_LOGIN = 5;
export const MAX_FAILURES_PER_IP = 30;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Guessing one login from many addresses (each under its own five) is slowed down per login: past these many
 * untrusted failures in the window from all addresses together, each further attempt waits twice as long after
 * the last one (1 s, 2 s, 4 s … at most LOGIN_DELAY_MAX_MS, never more however long the guessing goes on). A
 * delay, never a lock, and it never applies to an address the login signed in from in the last
 * KNOWN_ADDRESS_DAYS days, nor to a browser holding the login's device cookie.
 */
export const FREE_FAILURES_PER_LOGIN = 10;
export const LOGIN_DELAY_MAX_MS = 60 * 1000;
export const KNOWN_ADDRESS_DAYS = 90;

/**
 * Device cookies (OWASP): a successful sign-in gives the browser a token proving it, renewed at each success and
 * valid DEVICE_DAYS after the last. An attempt presenting one for its login is judged only by that device's own
 * failures (MAX_FAILURES_PER_DEVICE in the window); past them the device is treated as untrusted again.
 */
export const DEVICE_COOKIE = 'vetshop_device';
export const DEVICE_DAYS = 90;
export const MAX_FAILURES_PER_DEVICE = 5;

const DAY_MS = 24 * 3600 * 1000;

/** How long after the latest failure the next attempt on a login may be made (0: at once). */
export function loginDelayMs(failures: number): number {
  if (failures < FREE_FAILURES_PER_LOGIN) return 0;
  return Math.min(LOGIN_DELAY_MAX_MS, 1000 * 2 ** (failures - FREE_FAILURES_PER_LOGIN));
}

function tooManyAttempts(retryAfterMs: number): AppError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(429, 'too_many_attempts', { minutes: Math.ceil(retryAfter / 60), retryAfter });
}

const time = (d: Date | string | null, fallback: Date): number =>
  d === null ? fallback.getTime() : new Date(d).getTime();

/**
 * How long an untrusted attempt must wait (null: it may go on): once this login failed too often from this
 * address, or this address too often for any login, within the window (until the oldest of those failures
 * leaves it); or while the per-login delay after the latest failure runs, from an address the login never
 * signed in from. Called with the attempts' locks held.
 */
async function untrustedWaitMs(tx: Executor, login: string, ip: string, now: Date): Promise<number | null> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const failures = await repo.countFailures(tx, login, ip, since);
  const blockedBy =
    failures.login.n >= MAX_FAILURES_PER_LOGIN
      ? failures.login
      : failures.ip.n >= MAX_FAILURES_PER_IP
        ? failures.ip
        : null;
  if (blockedBy) return time(blockedBy.oldest, now) + FAILURE_WINDOW_MS - now.getTime();
  const knownSince = new Date(now.getTime() - KNOWN_ADDRESS_DAYS * DAY_MS);
  if (await repo.isKnownAddress(tx, login, ip, knownSince)) return null;
  const all = await repo.countLoginFailures(tx, login, since);
  const delay = loginDelayMs(all.n);
  const wait = all.latest === null ? 0 : time(all.latest, now) + delay - now.getTime();
  return delay > 0 && wait > 0 ? wait : null;
}

export interface Attempt {
  /** Its row in login_failures: a failure unless the attempt succeeds and removes it. */
  id: number;
  /** The hash of the device cookie that made it trusted (null: untrusted). */
  device: string | null;
}

/**
 * Admits an attempt on this login or refuses it (429), and writes it down before the password is checked — in
 * one transaction, under a lock (the device cookie's row, or the login's and the address's advisory locks), so
 * that N parallel attempts get at most the limit's number of password checks.
 */
export async function admitAttempt(
  ctx: AppContext,
  a: { login: string; ip: string; deviceHash: string | null; now: Date },
): Promise<Attempt> {
  const { login, ip, deviceHash, now } = a;
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const outcome = await ctx.db.transaction(async (tx): Promise<Attempt | { waitMs: number }> => {
    if (
      deviceHash !== null &&
      (await repo.lockDevice(tx, deviceHash, login, new Date(now.getTime() - DEVICE_DAYS * DAY_MS))) &&
      (await repo.countDeviceFailures(tx, deviceHash, since)) < MAX_FAILURES_PER_DEVICE
    )
      return {
        id: await repo.insertAttempt(tx, { login, ip, device: deviceHash, at: now }),
        device: deviceHash,
      };
    await repo.lockAttempts(tx, login, ip);
    const waitMs = await untrustedWaitMs(tx, login, ip, now);
    if (waitMs !== null) return { waitMs };
    return { id: await repo.insertAttempt(tx, { login, ip, device: null, at: now }), device: null };
  });
  if ('waitMs' in outcome) throw tooManyAttempts(outcome.waitMs);
  return outcome;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// Verifying against a real hash when the login is unknown keeps both answers equally slow.
let dummyHash: Promise<string> | null = null;

export async function login(
  ctx: AppContext,
  loginInput: string,
  password: string,
  ip: string,
  deviceToken: string | null = null,
) {
  const login = loginInput.trim().toLowerCase();
  const now = ctx.now();
  const presented = deviceToken ? hashToken(deviceToken) : null;
  const attempt = await admitAttempt(ctx, { login, ip, deviceHash: presented, now });
  const user = await repo.findUserByLogin(ctx.db, login);
  dummyHash ??= hashPassword('not a password');
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
  // A failure: the attempt's row stays, and counts.
  if (!user || !ok || !user.active) throw new AppError(403, 'invalid_credentials');
  await repo.clearFailures(ctx.db, login, ip, attempt.device);
  await repo.pruneFailures(ctx.db, new Date(now.getTime() - FAILURE_WINDOW_MS));
  const knownSince = new Date(now.getTime() - KNOWN_ADDRESS_DAYS * DAY_MS);
  await repo.rememberAddress(ctx.db, login, ip, now);
  await repo.pruneKnownAddresses(ctx.db, knownSince);
  // A new device cookie for this browser; the one it came with (of this login or another) is spent.
  const device = randomBytes(32).toString('base64url');
  await repo.rememberDevice(ctx.db, hashToken(device), login, now);
  if (presented) await repo.forgetDevice(ctx.db, presented);
  await repo.pruneDevices(ctx.db, new Date(now.getTime() - DEVICE_DAYS * DAY_MS));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ctx.config.sessionDays * DAY_MS);
  await repo.insertSession(ctx.db, hashToken(token), user.id, expiresAt);
  const session = await repo.findSession(ctx.db, hashToken(token), now);
  if (!session) throw new Error('session vanished right after creation');
  return {
    token,
    expiresAt,
    session,
    device: { token: device, expiresAt: new Date(now.getTime() + DEVICE_DAYS * DAY_MS) },
  };
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
  const attempt = await admitAttempt(ctx, { login, ip, deviceHash: null, now });
  const user = await repo.findUserByLogin(ctx.db, login);
  if (!user || !(await verifyPassword(current, user.passwordHash))) {
    // The attempt's row stays: a failure of this login from this address.
    throw new AppError(400, 'current_password_incorrect', {}, [
      { path: 'body.current_password', code: 'field_invalid_value' },
    ]);
  }
  await repo.deleteAttempt(ctx.db, attempt.id);
  refuseWeakPassword(next, login, 'body.new_password');
  const hash = await hashPassword(next);
  const closed = await ctx.db.transaction(async (tx) => {
    await repo.setPasswordHash(tx, user.id, hash);
    return repo.deleteOtherSessions(tx, user.id, session.tokenHash);
  });
  return { closed_sessions: closed };
}

/**
 * Identity-provider sign-in (decision 036): the access token verified, the buyer found by its e-mail, the session
 * opened — or, when the caller's current session is one this subject opened, that session extended to the new
 * token's expiry and its token answered again (calls in flight with it keep working). A session of another
 * subject is closed (401 subject_changed); one opened with a password is never extended (a new one is opened).
 */
export async function signin(
  ctx: AppContext,
  verifier: AccessTokenVerifier | null,
  accessToken: string | null,
  currentToken: string | null,
): Promise<{ token: string; expiresAt: Date; session: SessionRow }> {
  if (!verifier) throw notFound('oidc_not_configured');
  if (!accessToken) throw invalidAccessToken();
  const now = ctx.now();
  const claims = await verifier.verify(accessToken, now);
  // The provider decides how long the sign-in holds; never longer than a password's session.
  const expiresAt = new Date(
    Math.min(claims.expiresAt.getTime(), now.getTime() + ctx.config.sessionDays * DAY_MS),
  );
  if (currentToken) {
    const currentHash = hashToken(currentToken);
    const current = await repo.findSession(ctx.db, currentHash, now);
    if (current && current.oidcSubject !== null) {
      if (current.oidcSubject !== claims.sub) {
        await repo.deleteSession(ctx.db, currentHash);
        throw new AppError(401, 'subject_changed');
      }
      if (await repo.extendOidcSession(ctx.db, currentHash, claims.sub, expiresAt, now))
        return { token: currentToken, expiresAt, session: { ...current, expiresAt } };
    }
  }
  // Logins are stored lower-case (auth.login, registration): the e-mail matches whatever its case.
  const email = claims.email.toLowerCase();
  const user = await repo.findUserByLogin(ctx.db, email);
  if (!user) throw new AppError(409, 'registration_required', { email }, undefined, { email });
  if (!user.active) throw new AppError(403, 'forbidden');
  const token = randomBytes(32).toString('base64url');
  await repo.insertSession(ctx.db, hashToken(token), user.id, expiresAt, claims.sub);
  const session = await repo.findSession(ctx.db, hashToken(token), now);
  if (!session) throw new Error('session vanished right after creation');
  return { token, expiresAt, session };
}

export async function logout(ctx: AppContext, token: string): Promise<void> {
  await repo.deleteSession(ctx.db, hashToken(token));
}

export async function resolveSession(ctx: AppContext, token: string): Promise<SessionRow | null> {
  return repo.findSession(ctx.db, hashToken(token), ctx.now());
}

/**
 * The auth module's implementation of the session port (injected into the request context by app.ts). The
 * lookups of one token under way at the same moment share one query (a storefront page's calls arrive together:
 * eight for the account dashboard); nothing is kept after, so a closed session is refused by the next request.
 */
export function createSessionResolver(
  ctx: AppContext,
  log: { error(obj: object, msg: string): void } = console,
): SessionResolver {
  const verifier = accessTokenVerifierOf(ctx, log);
  const resolve = singleFlight((token: string) =>
    verifier && ACCESS_TOKEN_SHAPE.test(token)
      ? resolveAccessToken(ctx, verifier, token)
      : resolveSession(ctx, token),
  );
  return { resolve };
}

/**
 * A JWT (three base64url parts): the identity provider's access token. The back office's own session tokens are
 * one base64url part, so the two never mix.
 */
const ACCESS_TOKEN_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/**
 * The identity provider's access token as the bearer of any call (oidc-token, decision 036): verified (and kept
 * verified until its `exp`), its e-mail's login looked up on every call, so that a login deactivated, or moved to
 * another customer, is seen at once. No session row: the token is the session, and it ends with the token. An
 * unknown e-mail is a buyer to register (409 registration_required, as `auth.signin` answers), a deactivated login
 * 403 forbidden, a token refused 401 invalid_token: never a guest, who would see prices that are not theirs.
 */
async function resolveAccessToken(
  ctx: AppContext,
  verifier: AccessTokenVerifier,
  token: string,
): Promise<SessionRow> {
  const claims = await verifier.verify(token, ctx.now());
  const email = claims.email.toLowerCase();
  const found = await repo.findUserWithCustomer(ctx.db, email);
  if (!found) throw new AppError(409, 'registration_required', { email }, undefined, { email });
  if (!found.user.active) throw new AppError(403, 'forbidden');
  return {
    tokenHash: hashToken(token),
    expiresAt: claims.expiresAt,
    oidcSubject: claims.sub,
    user: found.user,
    customer: found.customer,
  };
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
