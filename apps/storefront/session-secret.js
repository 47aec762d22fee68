// @ts-check
// The secret that signs the storefront's session cookie. A known default would let anyone forge a buyer's
// session (the cookie carries the back-office token), so there is none: production needs SESSION_SECRET
// (`npm start` generates one and keeps it in var/), development gets a new random one at each start.
import { randomBytes } from 'node:crypto';
import { ConfigError } from './config-loader.js';

export const MIN_SESSION_SECRET_LENGTH = 16;
/** The development secret of earlier versions: public, so refused. */
const KNOWN_SECRETS = ['vetshop-development-secret-change-me'];

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ secret: string, generated: boolean }}
 */
export function resolveSessionSecret(env = process.env) {
  const given = env.SESSION_SECRET;
  if (given) {
    if (KNOWN_SECRETS.includes(given))
      throw new ConfigError('SESSION_SECRET is the published development secret: choose your own');
    if (given.length < MIN_SESSION_SECRET_LENGTH)
      throw new ConfigError(
        `SESSION_SECRET is too short: use at least ${MIN_SESSION_SECRET_LENGTH} random characters`,
      );
    return { secret: given, generated: false };
  }
  if (env.NODE_ENV === 'production')
    throw new ConfigError(
      'SESSION_SECRET is not set: a production start needs it to sign the session cookie ' +
        '(e.g. SESSION_SECRET=$(openssl rand -base64 32)); `npm start` generates one in var/session-secret',
    );
  return { secret: randomBytes(32).toString('base64url'), generated: true };
}
