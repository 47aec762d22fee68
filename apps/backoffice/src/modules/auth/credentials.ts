import { randomBytes } from 'node:crypto';
import { hashPassword } from '@vetshop/db';
import { MIN_PASSWORD_LENGTH, passwordWeaknesses, type Locale } from '@vetshop/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { parseLocale } from '../../i18n/locale';
import { enqueueResetPasswordMail, enqueueValidateEmailMail } from './mails';
import * as repo from './repository';
import {
  consumeAuthToken,
  countIssuedSince,
  hashAuthToken,
  invalidateAuthTokens,
  issueAuthToken,
} from './tokens';

/**
 * Credentials mode's sign-up, e-mail validation and password reset (issue 11 §4; spec doc 2 §5, §7). Answers never
 * tell whether a login exists: register and request_reset_password answer the same 202 either way.
 */

/** The password rules of sign-in and change password (domain `passwordWeaknesses`), each weakness a field error. */
export function refuseWeakPassword(password: string, login: string, path: string): void {
  const weaknesses = passwordWeaknesses(password, login);
  if (weaknesses.length > 0)
    throw new AppError(
      400,
      'password_too_weak',
      {},
      weaknesses.map((w) => ({
        path,
        code: `field_password_${w}` as const,
        params: { minimum: MIN_PASSWORD_LENGTH },
      })),
    );
}

/** A password hash nobody knows the password of: an approved applicant sets theirs from the mail. */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

/**
 * `POST auth/register`: a login without a customer, unverified, with a validation mail (24 hours). The password is
 * hashed before the login is looked up, so an existing login answers as slowly as a new one — and gets no
 * second account.
 */
export async function register(
  ctx: AppContext,
  body: { name: string; login: string; password: string },
  locale: Locale,
): Promise<void> {
  const login = body.login.trim().toLowerCase();
  refuseWeakPassword(body.password, login, 'body.password');
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    const userId = await repo.insertLoginWithoutCustomer(tx, {
      login,
      name: body.name,
      passwordHash,
      locale,
    });
    if (userId === null) return;
    const token = await issueAuthToken(tx, userId, 'validate_email', ctx.now());
    await enqueueValidateEmailMail(tx, {
      to: login,
      locale,
      token,
      storefrontUrl: ctx.config.storefrontUrl,
      userId,
    });
  });
}

/** `POST auth/validate_email`: the link of the validation mail marks the e-mail verified (once). */
export async function validateEmail(ctx: AppContext, token: string): Promise<{ login: string }> {
  return ctx.db.transaction(async (tx) => {
    const { userId } = await consumeAuthToken(tx, token, ['validate_email'], ctx.now());
    await repo.setEmailVerified(tx, userId);
    const user = await repo.findUserById(tx, userId);
    if (!user) throw new AppError(400, 'invalid_token', { token: 'link' });
    return { login: user.login };
  });
}

/**
 * `POST auth/resend_validation`: the signed-in login's validation mail again, for a lost or expired one. Its older
 * validation links stop working and a new one (24 hours) goes out in the login's language, in one transaction.
 * Nothing is sent when the e-mail is verified already (the caller gets the same 202).
 */
export async function resendValidation(ctx: AppContext, userId: number): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const user = await repo.findUserById(tx, userId);
    if (!user || user.emailVerified) return;
    await invalidateAuthTokens(tx, user.id, ['validate_email'], now);
    const token = await issueAuthToken(tx, user.id, 'validate_email', now);
    await enqueueValidateEmailMail(tx, {
      to: user.login,
      locale: parseLocale(user.locale) ?? 'fr',
      token,
      storefrontUrl: ctx.config.storefrontUrl,
      userId: user.id,
    });
  });
}

/**
 * Reset mails one login receives at most in an hour, whoever asks from wherever (the per-address limit does not
 * stop someone changing address from filling a mailbox); past it the latest link keeps working.
 */
export const RESET_MAILS_PER_LOGIN_PER_HOUR = 3;

/**
 * `POST auth/request_reset_password`'s work, done after the call has answered (credentials-routes.ts): a known,
 * active login gets a reset link (1 hour) in its own language; its older unused reset links stop working. An
 * unknown login gets nothing, nor a login sent RESET_MAILS_PER_LOGIN_PER_HOUR already (counted under the user's
 * row lock, so parallel requests cannot pass it together).
 */
export async function requestResetPassword(ctx: AppContext, loginInput: string): Promise<void> {
  const login = loginInput.trim().toLowerCase();
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const user = await repo.findUserByLogin(tx, login);
    if (!user || !user.active) return;
    await repo.lockUser(tx, user.id);
    const hourAgo = new Date(now.getTime() - 3600 * 1000);
    if ((await countIssuedSince(tx, user.id, 'reset_password', hourAgo)) >= RESET_MAILS_PER_LOGIN_PER_HOUR)
      return;
    await invalidateAuthTokens(tx, user.id, ['reset_password'], now);
    const token = await issueAuthToken(tx, user.id, 'reset_password', now);
    await enqueueResetPasswordMail(tx, {
      to: user.login,
      locale: parseLocale(user.locale) ?? 'fr',
      token,
      storefrontUrl: ctx.config.storefrontUrl,
      userId: user.id,
    });
  });
}

/**
 * `POST auth/set_password`: with a set-password or reset token, valid, unused, unexpired. The new password meets
 * the change-password rules (checked before the token is spent, so a weak one can be corrected with the same
 * link); the token is then used, the e-mail counts as verified (the link came by mail) and every session of the
 * user is closed.
 */
export async function setPassword(
  ctx: AppContext,
  token: string,
  password: string,
): Promise<{ login: string }> {
  const now = ctx.now();
  const holder = await repo.findTokenHolder(
    ctx.db,
    hashAuthToken(token),
    ['set_password', 'reset_password'],
    now,
  );
  if (!holder) throw new AppError(400, 'invalid_token', { token: 'link' });
  refuseWeakPassword(password, holder.login, 'body.password');
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const { userId } = await consumeAuthToken(tx, token, ['set_password', 'reset_password'], now);
    const user = await repo.findUserById(tx, userId);
    if (!user || !user.active) throw new AppError(400, 'invalid_token', { token: 'link' });
    await repo.setPasswordHash(tx, userId, passwordHash);
    await repo.setEmailVerified(tx, userId);
    await repo.deleteUserSessions(tx, userId);
    return { login: user.login };
  });
}
