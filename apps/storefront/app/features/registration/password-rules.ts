import { passwordWeaknesses, type PasswordWeakness } from '@vetshop/domain';

/** Why the set-password form is shown again (the profile's password rules, no current password here). */
export type NewPasswordError = 'required' | 'mismatch' | PasswordWeakness;

/**
 * The new password and its confirmation checked before the call, with the domain's strength rules (the
 * profile's change of password applies the same). The login is not known from a mail's link: the back office
 * checks "not the login" again and its refusal is said as it words it.
 */
export function newPasswordErrors(password: string, confirm: string, login = ''): NewPasswordError[] {
  if (!password || !confirm) return ['required'];
  const errors: NewPasswordError[] = passwordWeaknesses(password, login);
  if (password !== confirm) errors.push('mismatch');
  return errors;
}

/** A mail link's token as it may reach us (43 base64url characters today): anything else is not worth a call. */
export function plausibleToken(raw: string | null): string | null {
  const token = (raw ?? '').trim();
  return /^[A-Za-z0-9_-]{16,200}$/.test(token) ? token : null;
}
