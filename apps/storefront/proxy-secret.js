// @ts-check
// TRUSTED_PROXY_SECRET, shared with the back office: with it the storefront tells the back office each buyer's
// address (app/lib/backoffice.server.ts). Without it every buyer reaches the back office from the storefront's
// one address, which its sign-in throttling counts as one client: 30 failed sign-ins by anyone would refuse
// every buyer's sign-in for 15 minutes. A production start therefore refuses to go without it (issue 17 §3).
import { ConfigError } from './config-loader.js';

/**
 * @param {Record<string, string | undefined>} env
 * @returns {string | null} a warning to print (development without the secret), or null
 */
export function checkTrustedProxySecret(env = process.env) {
  if (env.TRUSTED_PROXY_SECRET) return null;
  if (env.NODE_ENV === 'production')
    throw new ConfigError(
      'TRUSTED_PROXY_SECRET is not set: without it the back office sees every buyer at the storefront’s one ' +
        'address, and 30 failed sign-ins by anyone would refuse every buyer’s sign-in for 15 minutes. Give the ' +
        'storefront the back office’s TRUSTED_PROXY_SECRET (e.g. TRUSTED_PROXY_SECRET=$(openssl rand -base64 32) ' +
        'for both); `npm start` generates one for both apps',
    );
  return (
    'TRUSTED_PROXY_SECRET is not set: the back office counts every buyer as the storefront’s address ' +
    '(sign-in throttling); a production start refuses this'
  );
}
