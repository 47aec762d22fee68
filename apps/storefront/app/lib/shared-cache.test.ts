import { describe, expect, it } from 'vitest';
import { sharedCache } from './shared-cache.server';

describe('sharedCache', () => {
  it('made with staleOnFailure, answers a failed reload with the expired value, and retries on the next request', async () => {
    let clock = 0;
    const cache = sharedCache<string>({ ttlMs: 1000, now: () => clock, staleOnFailure: true });
    expect(await cache.get('fr', async () => 'v1', 'none')).toBe('v1');
    clock = 5000;
    expect(await cache.get('fr', () => Promise.reject(new Error('down')), 'none')).toBe('v1');
    expect(await cache.get('fr', async () => 'v2', 'none')).toBe('v2');
    // Never loaded: the fallback.
    expect(await cache.get('nl', () => Promise.reject(new Error('down')), 'none')).toBe('none');
  });

  it('without it, a failed reload answers the fallback, never the expired value', async () => {
    let clock = 0;
    const cache = sharedCache<string>({ ttlMs: 1000, now: () => clock });
    await cache.get('fr', async () => 'v1', 'none');
    clock = 5000;
    expect(await cache.get('fr', () => Promise.reject(new Error('down')), 'none')).toBe('none');
  });

  it('after a purge, a failed load has no value to fall back on', async () => {
    const cache = sharedCache<string>({ ttlMs: 1000, staleOnFailure: true });
    await cache.get('fr', async () => 'v1', 'none');
    cache.purge();
    expect(await cache.get('fr', () => Promise.reject(new Error('down')), 'none')).toBe('none');
  });
});
