/** The storefront never signs sessions with a known secret (issue 8 §5). */
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config-loader.js';
import { resolveSessionSecret } from '../session-secret.js';

describe('resolveSessionSecret', () => {
  it('uses SESSION_SECRET when it is set', () => {
    expect(
      resolveSessionSecret({ SESSION_SECRET: 'a-long-enough-secret-value', NODE_ENV: 'production' }),
    ).toEqual({
      secret: 'a-long-enough-secret-value',
      generated: false,
    });
  });

  it('refuses a production start without SESSION_SECRET, saying what to do', () => {
    expect(() => resolveSessionSecret({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => resolveSessionSecret({ NODE_ENV: 'production', SESSION_SECRET: '' })).toThrow(
      /SESSION_SECRET is not set.*npm start/,
    );
  });

  it('refuses the published development secret and too short ones, in any mode', () => {
    for (const NODE_ENV of ['production', 'development']) {
      expect(() =>
        resolveSessionSecret({ NODE_ENV, SESSION_SECRET: 'vetshop-development-secret-change-me' }),
      ).toThrow(/published development secret/);
      expect(() => resolveSessionSecret({ NODE_ENV, SESSION_SECRET: 'short' })).toThrow(/too short/);
    }
  });

  it('outside production, generates a different random secret at each start', () => {
    const a = resolveSessionSecret({ NODE_ENV: 'development' });
    const b = resolveSessionSecret({});
    expect(a.generated).toBe(true);
    expect(a.secret.length).toBeGreaterThanOrEqual(32);
    expect(a.secret).not.toBe(b.secret);
  });
});
