// @ts-check
// Start-up configuration (spec doc 2 §7–§8): config.json, then config/{env}.json over it, then the
// ERP_URL / SEARCH_URL environment variables. Missing or empty files and missing settings stop the start
// with the spec's messages.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const AUTH_TYPES = /** @type {const} */ (['credentials', 'oidc-token', 'oidc-cookie']);
/** The scopes asked of the identity provider when OIDC_SCOPE is not set (offline_access: a refresh token). */
export const DEFAULT_OIDC_SCOPE = 'openid profile email offline_access';

export class ConfigError extends Error {}

/**
 * @typedef {object} StorefrontConfig
 * @property {string} env
 * @property {string} erpUrl         back-office base URL, no trailing slash
 * @property {string} searchUrl      search API base URL, no trailing slash
 * @property {'credentials' | 'oidc-token' | 'oidc-cookie'} authType
 * @property {string} cartSyncPath   back-office path of the cart sync call
 * @property {OidcConfig} [oidc]   the identity provider (auth types oidc-cookie and oidc-token)
 * @property {string} [trustedProxySecret]  TRUSTED_PROXY_SECRET, shared with the back office: sent with the
 *   buyer's address so that sign-in throttling counts buyers, not the storefront
 */

/**
 * @typedef {object} OidcConfig
 * @property {string} issuer     OIDC_ISSUER: the provider's issuer URL (discovery at {issuer}/.well-known/openid-configuration)
 * @property {string} clientId   OIDC_CLIENT_ID: the shop, registered at the provider as a public client (PKCE)
 * @property {string} scope      OIDC_SCOPE
 */

/**
 * @param {Record<string, any>} a
 * @param {Record<string, any>} b
 * @returns {Record<string, any>}
 */
function deepMerge(a, b) {
  const out = { ...a };
  for (const [key, value] of Object.entries(b)) {
    out[key] =
      value && typeof value === 'object' && !Array.isArray(value) && a[key] && typeof a[key] === 'object'
        ? deepMerge(a[key], value)
        : value;
  }
  return out;
}

/** @param {string} file */
function readJson(file) {
  const text = readFileSync(file, 'utf8');
  if (text.trim() === '') return null;
  return JSON.parse(text);
}

/**
 * @param {string} dir  the folder holding config.json and config/
 * @param {Record<string, string | undefined>} env
 * @returns {StorefrontConfig}
 */
export function loadConfig(dir, env = process.env) {
  const name = env.APP_ENV || env.NODE_ENV || 'development';
  const main = join(dir, 'config.json');
  if (!existsSync(main)) throw new ConfigError('No config.json file found...');
  const base = readJson(main);
  if (base === null || (typeof base === 'object' && Object.keys(base).length === 0))
    throw new ConfigError('The config.json file is empty');
  const envFile = join(dir, 'config', `${name}.json`);
  if (!existsSync(envFile))
    throw new ConfigError(`No config file found for environment "${name}" (config/${name}.json)`);
  const overlay = readJson(envFile) ?? {};
  if (!base.shopinvader && !overlay.shopinvader) throw new ConfigError('No shopinvader config found');
  const merged = deepMerge(base.shopinvader ?? {}, overlay.shopinvader ?? {});
  const erpUrl = env.ERP_URL || merged.erp?.url;
  const searchUrl = env.SEARCH_URL || merged.search?.url;
  if (!erpUrl || !searchUrl) throw new ConfigError('No shopinvader config found');
  const authType = env.AUTH_TYPE || merged.auth?.type || 'credentials';
  if (!AUTH_TYPES.includes(authType)) throw new ConfigError('Unknown auth type');
  /** @type {OidcConfig | undefined} */
  let oidc;
  if (authType !== 'credentials') {
    // The environment first, then config.json's shopinvader.auth.oidc ({ issuer, clientId, scope }).
    const issuer = env.OIDC_ISSUER || merged.auth?.oidc?.issuer;
    const clientId = env.OIDC_CLIENT_ID || merged.auth?.oidc?.clientId;
    const missing = [!issuer && 'OIDC_ISSUER', !clientId && 'OIDC_CLIENT_ID'].filter(Boolean);
    if (missing.length > 0)
      throw new ConfigError(
        `OIDC client not initialized: ${missing.join(' and ')} not set (auth type ${authType})`,
      );
    oidc = {
      issuer: String(issuer), // as the provider spells it: its tokens' `iss` must equal it
      clientId: String(clientId),
      scope: String(env.OIDC_SCOPE || merged.auth?.oidc?.scope || DEFAULT_OIDC_SCOPE),
    };
  }
  return {
    env: name,
    erpUrl: String(erpUrl).replace(/\/+$/, ''),
    searchUrl: String(searchUrl).replace(/\/+$/, ''),
    authType,
    // Mirrors @vetshop/domain's DEFAULT_CART_SYNC_PATH (plain JS cannot import it; test/config-loader.test.ts pins it).
    cartSyncPath: String(merged.cartSyncPath ?? 'v2/cart/sync').replace(/^\/+/, ''),
    ...(oidc ? { oidc } : {}),
    ...(env.TRUSTED_PROXY_SECRET ? { trustedProxySecret: env.TRUSTED_PROXY_SECRET } : {}),
  };
}
