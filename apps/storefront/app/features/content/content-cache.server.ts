import { sharedCache, type SharedCache } from '../../lib/shared-cache.server';

/** Site-wide content (footer pages, service hours, banners, advertisements, latest news) is kept this long. */
export const CONTENT_TTL_MS = 5 * 60 * 1000;

/**
 * The value of a key (a locale, and whether the reader is signed in). A failed load answers its fallback, never
 * the stale value, whose dates (a banner's end, the service hours) may no longer hold.
 */
export type ContentCache<T> = SharedCache<T>;

/**
 * An in-process cache per locale (and audience), shared by every request of this process. Guest pages stay fast (one
 * back-office read per locale every five minutes at most) and the back office's purge call makes a change show at once.
 */
export function contentCache<T>({
  ttlMs = CONTENT_TTL_MS,
  now = Date.now,
}: { ttlMs?: number; now?: () => number } = {}): ContentCache<T> {
  return sharedCache<T>({ ttlMs, now });
}
