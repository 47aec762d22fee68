// `npm start` / `npm run dev`: the storefront's SESSION_SECRET when the environment has none, generated once and
// kept in var/session-secret (so sessions survive restarts and the README's two commands need no setting).
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
  if (env.SESSION_SECRET) return { secret: env.SESSION_SECRET, source: 'environment' };
  const file = join(varDir, 'session-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept) return { secret: kept, source: 'kept' };
  }
  // An operator who says "production" chooses the secret (and keeps it across machines) themselves.
  if (env.NODE_ENV === 'production')
    throw new StartError(
      `SESSION_SECRET is not set and ${file} does not exist: a production start needs a secret to sign the ` +
        'storefront session cookie (e.g. SESSION_SECRET=$(openssl rand -base64 32) npm start)',
    );
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(varDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return { secret, source: 'generated' };
}
