/** Start-up configuration (spec doc 2 §7–§8): what starts the storefront, and the messages that stop it. */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CART_SYNC_PATH } from '@vetshop/domain';
import { ConfigError, loadConfig } from '../config-loader.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder with config.json (text as given; undefined: no file) and config/{env}.json files. */
function folder(main: string | undefined, envFiles: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'vetshop-config-'));
  dirs.push(dir);
  if (main !== undefined) writeFileSync(join(dir, 'config.json'), main);
  mkdirSync(join(dir, 'config'));
  for (const [name, text] of Object.entries(envFiles))
    writeFileSync(join(dir, 'config', `${name}.json`), text);
  return dir;
}

const MAIN = JSON.stringify({
  shopinvader: {
    erp: { url: 'http://erp.example/' },
    search: { url: 'http://search.example/search/' },
    auth: { type: 'credentials' },
  },
});
const env = (NODE_ENV: string, more: Record<string, string> = {}) => ({ NODE_ENV, ...more });

describe('start-up configuration', () => {
  it('reads config.json, then config/{env}.json over it; URLs without trailing slash', () => {
    const dir = folder(MAIN, {
      production: JSON.stringify({ shopinvader: { erp: { url: 'https://erp.vetshop.be' } } }),
    });
    expect(loadConfig(dir, env('production'))).toEqual({
      env: 'production',
      erpUrl: 'https://erp.vetshop.be',
      searchUrl: 'http://search.example/search',
      authType: 'credentials',
      cartSyncPath: 'v2/cart/sync',
    });
  });

  it('the environment variables win over the files', () => {
    const dir = folder(MAIN, { test: '{ "shopinvader": {} }' });
    const config = loadConfig(
      dir,
      env('test', { ERP_URL: 'http://127.0.0.1:4310', SEARCH_URL: 'http://127.0.0.1:4310/search' }),
    );
    expect(config.erpUrl).toBe('http://127.0.0.1:4310');
    expect(config.searchUrl).toBe('http://127.0.0.1:4310/search');
  });

  it.each([
    ['no config.json', () => folder(undefined, { production: '{}' }), 'No config.json file found...'],
    ['an empty config.json', () => folder('  \n', { production: '{}' }), 'The config.json file is empty'],
    [
      'a config.json with nothing in it',
      () => folder('{}', { production: '{}' }),
      'The config.json file is empty',
    ],
    [
      'no file for the environment',
      () => folder(MAIN),
      'No config file found for environment "production" (config/production.json)',
    ],
    [
      'no shopinvader section',
      () => folder('{ "other": 1 }', { production: '{}' }),
      'No shopinvader config found',
    ],
    [
      'no back-office URL',
      () => folder(JSON.stringify({ shopinvader: { search: { url: 'http://s' } } }), { production: '{}' }),
      'No shopinvader config found',
    ],
    [
      'an unknown auth type',
      () =>
        folder(
          JSON.stringify({
            shopinvader: { erp: { url: 'http://e' }, search: { url: 'http://s' }, auth: { type: 'saml' } },
          }),
          { production: '{}' },
        ),
      'Unknown auth type',
    ],
  ])('%s stops the start with the message of the spec', (_what, make, message) => {
    const dir = make();
    expect(() => loadConfig(dir, env('production'))).toThrow(ConfigError);
    expect(() => loadConfig(dir, env('production'))).toThrow(message);
  });

  it('auth type oidc-token (config.json) needs the provider too, as oidc-cookie does (issue 21)', () => {
    const dir = folder(
      JSON.stringify({
        shopinvader: { erp: { url: 'http://e' }, search: { url: 'http://s' }, auth: { type: 'oidc-token' } },
      }),
      { production: '{}' },
    );
    expect(() => loadConfig(dir, env('production'))).toThrow(
      'OIDC client not initialized: OIDC_ISSUER and OIDC_CLIENT_ID not set (auth type oidc-token)',
    );
    const config = loadConfig(dir, {
      ...env('production'),
      OIDC_ISSUER: 'http://idp/realms/shop',
      OIDC_CLIENT_ID: 'shop',
    });
    expect(config.authType).toBe('oidc-token');
    expect(config.oidc).toMatchObject({ issuer: 'http://idp/realms/shop', clientId: 'shop' });
  });

  it('AUTH_TYPE=oidc-cookie overrides config.json and needs OIDC_ISSUER and OIDC_CLIENT_ID (issue 21)', () => {
    const dir = folder(MAIN, { production: '{}' });
    expect(() => loadConfig(dir, { ...env('production'), AUTH_TYPE: 'oidc-cookie' })).toThrow(
      'OIDC client not initialized: OIDC_ISSUER and OIDC_CLIENT_ID not set (auth type oidc-cookie)',
    );
    expect(() =>
      loadConfig(dir, { ...env('production'), AUTH_TYPE: 'oidc-cookie', OIDC_ISSUER: 'http://idp/' }),
    ).toThrow('OIDC_CLIENT_ID not set');
    const config = loadConfig(dir, {
      ...env('production'),
      AUTH_TYPE: 'oidc-cookie',
      OIDC_ISSUER: 'http://idp/realms/shop',
      OIDC_CLIENT_ID: 'shop',
    });
    expect(config.authType).toBe('oidc-cookie');
    expect(config.oidc).toEqual({
      issuer: 'http://idp/realms/shop',
      clientId: 'shop',
      scope: 'openid profile email offline_access',
    });
    expect(
      loadConfig(dir, {
        ...env('production'),
        AUTH_TYPE: 'oidc-cookie',
        OIDC_ISSUER: 'http://i',
        OIDC_CLIENT_ID: 'c',
        OIDC_SCOPE: 'openid email',
      }).oidc?.scope,
    ).toBe('openid email');
    expect(() => loadConfig(dir, { ...env('production'), AUTH_TYPE: 'saml' })).toThrow('Unknown auth type');
  });

  it("config.json's auth type oidc-cookie reads the provider from shopinvader.auth.oidc when the environment does not say", () => {
    const dir = folder(
      JSON.stringify({
        shopinvader: {
          erp: { url: 'http://e' },
          search: { url: 'http://s' },
          auth: { type: 'oidc-cookie', oidc: { issuer: 'http://idp', clientId: 'shop' } },
        },
      }),
      { production: '{}' },
    );
    expect(loadConfig(dir, env('production')).oidc).toMatchObject({ issuer: 'http://idp', clientId: 'shop' });
    expect(loadConfig(dir, env('production')).authType).toBe('oidc-cookie');
    expect(loadConfig(dir, env('production')).oidc).toBeDefined();
  });

  it("without a cartSyncPath setting, the cart sync path is the domain's default (a plain JS copy of it)", () => {
    const dir = folder(MAIN, { production: '{}' });
    expect(loadConfig(dir, env('production')).cartSyncPath).toBe(DEFAULT_CART_SYNC_PATH);
  });

  it('the shipped configuration starts in every environment', () => {
    const dir = join(import.meta.dirname, '..');
    for (const name of ['development', 'test', 'production'])
      expect(loadConfig(dir, env(name)).authType).toBe('credentials');
  });
});
