import { APP_UPDATE_CHECK_MS } from '@vetshop/domain';
import { describe, expect, it } from 'vitest';
import { checkIsDue, isNewVersion, parseVersionManifest, versionManifest } from './app-version';

describe('version manifest', () => {
  it('is written and read back', () => {
    const written = versionManifest('b-1', new Date('2026-11-28T22:00:00Z'));
    expect(written).toEqual({ build: 'b-1', builtAt: '2026-11-28T22:00:00.000Z' });
    expect(parseVersionManifest(JSON.parse(JSON.stringify(written)))).toEqual(written);
  });

  it('is null for anything that is not a manifest', () => {
    for (const raw of [
      null,
      'b-1',
      3,
      [],
      {},
      { build: '', builtAt: 'x' },
      { build: 1, builtAt: 'x' },
      { build: 'b' },
    ])
      expect(parseVersionManifest(raw), JSON.stringify(raw)).toBeNull();
  });
});

describe('isNewVersion', () => {
  const served = (build: string) => ({ build, builtAt: '2026-11-28T22:00:00.000Z' });

  it('only when the served build differs from the running one', () => {
    expect(isNewVersion('b-1', served('b-2'))).toBe(true);
    expect(isNewVersion('b-1', served('b-1'))).toBe(false);
  });

  it('never on an answer that is not a manifest (no banner for a proxy error page)', () => {
    expect(isNewVersion('b-1', null)).toBe(false);
    expect(isNewVersion('b-1', { error: 'Bad gateway' })).toBe(false);
  });
});

describe('checkIsDue', () => {
  it('after the spec interval (300 s), not before', () => {
    expect(APP_UPDATE_CHECK_MS).toBe(300_000);
    expect(checkIsDue(1_000, 1_000 + APP_UPDATE_CHECK_MS - 1)).toBe(false);
    expect(checkIsDue(1_000, 1_000 + APP_UPDATE_CHECK_MS)).toBe(true);
  });
});
