/** The shortest password accepted when a buyer changes theirs. */
export const MIN_PASSWORD_LENGTH = 10;

/**
 * Passwords that are tried first by anyone guessing (the most common ones of public leaks, and the shop's own
 * words). Compared in lower case, ignoring spaces.
 */
const COMMON_PASSWORDS = new Set([
  '123456789',
  '1234567890',
  '12345678910',
  '0123456789',
  '1111111111',
  '0000000000',
  'qwertyuiop',
  'azertyuiop',
  'password',
  'password1',
  'password12',
  'password123',
  'motdepasse',
  'motdepasse1',
  'wachtwoord',
  'wachtwoord1',
  'iloveyou12',
  'welcome123',
  'bienvenue1',
  'azerty1234',
  'qwerty1234',
  'abcdefghij',
  'abc1234567',
  'veterinaire',
  'veterinair',
  'dierenarts',
  'vetshop123',
  'demo123456',
]);

/** What a new password still lacks, each with the message the shop shows for it. */
export const PASSWORD_WEAKNESSES = ['too_short', 'contains_login', 'common'] as const;
export type PasswordWeakness = (typeof PASSWORD_WEAKNESSES)[number];

/**
 * Why a new password is refused (empty: accepted): at least MIN_PASSWORD_LENGTH characters, not the login nor
 * its part before '@' (the first guess of anyone knowing the e-mail), not a commonly used password. Each rule
 * is reported, so the form says everything that is missing at once.
 */
export function passwordWeaknesses(password: string, login: string): PasswordWeakness[] {
  const weaknesses: PasswordWeakness[] = [];
  if ([...password].length < MIN_PASSWORD_LENGTH) weaknesses.push('too_short');
  const folded = password.toLowerCase().replace(/\s+/g, '');
  const loginFolded = login.trim().toLowerCase();
  const localPart = loginFolded.split('@')[0] ?? '';
  if (
    loginFolded !== '' &&
    (folded.includes(loginFolded) || (localPart.length >= 3 && folded.includes(localPart)))
  )
    weaknesses.push('contains_login');
  if (COMMON_PASSWORDS.has(folded)) weaknesses.push('common');
  return weaknesses;
}
