import { describe, expect, it, vi } from 'vitest';
import { contentCache } from './content-cache.server';

describe('contentCache', () => {
  it('loads a locale once within its TTL, again after it', async () => {
    let clock = 0;
    const cache = contentCache<string>({ ttlMs: 1000, now: () => clock });
    const load = vi.fn(async () => `v${load.mock.calls.length}`);
    expect(await cache.get('fr', load, 'none')).toBe('v1');
    clock = 999;
    expect(await cache.get('fr', load, 'none')).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
    clock = 1000;
    expect(await cache.get('fr', load, 'none')).toBe('v2');
  });

  it('keeps each locale apart', async () => {
    const cache = contentCache<string>();
    expect(await cache.get('fr', async () => 'fr', 'none')).toBe('fr');
    expect(await cache.get('nl', async () => 'nl', 'none')).toBe('nl');
    expect(await cache.get('fr', async () => 'other', 'none')).toBe('fr');
  });

  it('shares one load between requests that ask at the same time', async () => {
    const cache = contentCache<number>();
    let release: (v: number) => void = () => {};
    const load = vi.fn(() => new Promise<number>((resolve) => (release = resolve)));
    const both = Promise.all([cache.get('en', load, 0), cache.get('en', load, 0)]);
    release(7);
    expect(await both).toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers the fallback when the load fails, never a stale value, and tries again next time', async () => {
    let clock = 0;
    const cache = contentCache<string>({ ttlMs: 10, now: () => clock });
    await cache.get('fr', async () => 'old hours', 'none');
    clock = 20;
    expect(await cache.get('fr', () => Promise.reject(new Error('down')), 'none')).toBe('none');
    expect(await cache.get('fr', async () => 'new hours', 'none')).toBe('new hours');
  });

  it('purge drops every locale: the next request loads again', async () => {
    const cache = contentCache<string>();
    await cache.get('fr', async () => 'fr1', '');
    await cache.get('nl', async () => 'nl1', '');
    cache.purge();
    expect(await cache.get('fr', async () => 'fr2', '')).toBe('fr2');
    expect(await cache.get('nl', async () => 'nl2', '')).toBe('nl2');
  });

  it('a load started before a purge does not put its older answer in the cache', async () => {
    const cache = contentCache<string>();
    let release: (v: string) => void = () => {};
    const before = cache.get('fr', () => new Promise<string>((resolve) => (release = resolve)), '');
    cache.purge();
    release('before purge');
    expect(await before).toBe('before purge');
    expect(await cache.get('fr', async () => 'after purge', '')).toBe('after purge');
  });
});
