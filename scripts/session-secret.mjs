// `npm start` / `npm run dev`: the storefront's SESSION_SECRET and the back office's PAYMENT_SECRET when the environment
// has none, each generated once and kept in var/ (so sessions and payables survive restarts and the README's two
// commands need no setting).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class StartError extends Error {}

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} varDir  the repository's var/ folder
 * @returns {{ secret: string, source: 'environment' | 'kept' | 'generated' }}
 */
export function keptSessionSecret(env, varDir) {
  return keptSecret(env, varDir, 'SESSION_SECRET', 'session-secret', 'sign the storefront session cookie');
}

/**
 * The back office's PAYMENT_SECRET (decision 038: it signs the payables) under the same rule, kept in
 * var/payment-secret: without it the shop started by `npm start` could not take a payment.
 * @param {Record<string, string | undefined>} env
 * @param {string} varDir
 */
export function keptPaymentSecret(env, varDir) {
  return keptSecret(env, varDir, 'PAYMENT_SECRET', 'payment-secret', 'sign the payables of the carts');
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} varDir
 * @param {string} name  the environment variable
 * @param {string} fileName  where it is kept under var/
 * @param {string} purpose  what it is for, in the refusal
 * @returns {{ secret: string, source: 'environment' | 'kept' | 'generated' }}
 */
function keptSecret(env, varDir, name, fileName, purpose) {
  const given = env[name];
  if (given) return { secret: given, source: 'environment' };
  const file = join(varDir, fileName);
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept) return { secret: kept, source: 'kept' };
  }
  // An operator who says "production" chooses the secret (and keeps it across machines) themselves.
  if (env.NODE_ENV === 'production')
    throw new StartError(
      `${name} is not set and ${file} does not exist: a production start needs a secret to ${purpose} ` +
        `(e.g. ${name}=$(openssl rand -base64 32) npm start)`,
    );
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(varDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return { secret, source: 'generated' };
}
