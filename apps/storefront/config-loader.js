// @ts-check
// Start-up configuration (spec doc 2 §7–§8): config.json, then config/{env}.json over it, then the
// ERP_URL / SEARCH_URL environment variables. Missing or empty files and missing settings stop the start
// with the spec's messages.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const AUTH_TYPES = /** @type {const} */ (['credentials', 'oidc-token', 'oidc-cookie']);
/** Auth types this storefront implements today. */
export const SUPPORTED_AUTH_TYPES = ['credentials'];

export class ConfigError extends Error {}

/**
 * @typedef {object} StorefrontConfig
 * @property {string} env
 * @property {string} erpUrl         back-office base URL, no trailing slash
 * @property {string} searchUrl      search API base URL, no trailing slash
 * @property {'credentials' | 'oidc-token' | 'oidc-cookie'} authType
 * @property {string} cartSyncPath   back-office path of the cart sync call
 * @property {string} [trustedProxySecret]  TRUSTED_PROXY_SECRET, shared with the back office: sent with the
 *   buyer's address so that sign-in throttling counts buyers, not the storefront
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
  const authType = merged.auth?.type ?? 'credentials';
  if (!AUTH_TYPES.includes(authType)) throw new ConfigError('Unknown auth type');
  if (!SUPPORTED_AUTH_TYPES.includes(authType))
    throw new ConfigError(
      `Auth type "${authType}" is not supported by this storefront yet (use "credentials")`,
    );
  return {
    env: name,
    erpUrl: String(erpUrl).replace(/\/+$/, ''),
    searchUrl: String(searchUrl).replace(/\/+$/, ''),
    authType,
    // Mirrors @vetshop/domain's DEFAULT_CART_SYNC_PATH (plain JS cannot import it; test/config-loader.test.ts pins it).
    cartSyncPath: String(merged.cartSyncPath ?? 'v2/cart/sync').replace(/^\/+/, ''),
    ...(env.TRUSTED_PROXY_SECRET ? { trustedProxySecret: env.TRUSTED_PROXY_SECRET } : {}),
  };
}
