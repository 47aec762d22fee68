import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecentCache } from './recent-cache';

describe('RecentCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('drops the least recently used entry when full', () => {
    const cache = new RecentCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('forgets an entry older than its age limit, however often it was read', () => {
    vi.useFakeTimers();
    const cache = new RecentCache<string>(10, 1000);
    cache.set('k', 'v');
    vi.advanceTimersByTime(600);
    expect(cache.get('k')).toBe('v');
    vi.advanceTimersByTime(600);
    // Read 600 ms ago, written 1,200 ms ago: a read does not make it younger.
    expect(cache.get('k')).toBeUndefined();
  });

  it('is emptied by clear', () => {
    const cache = new RecentCache<number>();
    cache.set('a', 1);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });
});
