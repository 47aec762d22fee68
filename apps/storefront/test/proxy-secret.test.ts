/** A production storefront never makes every buyer one address for the back office (issue 17 §3). */
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config-loader.js';
import { checkTrustedProxySecret } from '../proxy-secret.js';

describe('checkTrustedProxySecret', () => {
  it('refuses a production start without TRUSTED_PROXY_SECRET, saying why and what to do', () => {
    for (const env of [{ NODE_ENV: 'production' }, { NODE_ENV: 'production', TRUSTED_PROXY_SECRET: '' }]) {
      expect(() => checkTrustedProxySecret(env)).toThrow(ConfigError);
      expect(() => checkTrustedProxySecret(env)).toThrow(
        /TRUSTED_PROXY_SECRET is not set: .*every buyer .*one address.*30 failed sign-ins.*npm start/,
      );
    }
  });

  it('starts in production with the secret, silently', () => {
    expect(
      checkTrustedProxySecret({
        NODE_ENV: 'production',
        TRUSTED_PROXY_SECRET: 'shared-with-the-back-office',
      }),
    ).toBeNull();
  });

  it('keeps development working without it, with a warning', () => {
    expect(checkTrustedProxySecret({ NODE_ENV: 'development' })).toMatch(/TRUSTED_PROXY_SECRET is not set/);
    expect(checkTrustedProxySecret({})).toMatch(/production start refuses/);
    expect(checkTrustedProxySecret({ NODE_ENV: 'development', TRUSTED_PROXY_SECRET: 'x' })).toBeNull();
  });
});
