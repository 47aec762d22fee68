/** Site-wide content (footer pages, service hours, banners, advertisements, latest news) is kept this long. */
export const CONTENT_TTL_MS = 5 * 60 * 1000;

export interface ContentCache<T> {
  /**
   * The value of a key (a locale, and whether the reader is signed in): cached for `ttlMs`, loaded once even when several requests ask at the same time.
   * A failed load is not kept (the next request tries again) and answers `fallback`: never the stale value,
   * whose dates (a banner's end, the service hours) may no longer hold.
   */
  get(key: string, load: () => Promise<T>, fallback: T): Promise<T>;
  /** Drops every locale's value (the back office changed some content): the next request loads it again. */
  purge(): void;
}

/**
 * An in-process cache per locale (and audience), shared by every request of this process. Guest pages stay fast (one back-office
 * read per locale every five minutes at most) and the back office's purge call makes a change show at once.
 */
export function contentCache<T>({
  ttlMs = CONTENT_TTL_MS,
  now = Date.now,
}: { ttlMs?: number; now?: () => number } = {}): ContentCache<T> {
  const cache = new Map<string, { at: number; value: T }>();
  const pending = new Map<string, Promise<T>>();
  // Bumped by every purge: a load started before the purge must not put its (older) answer in the cache.
  let generation = 0;
  return {
    get(key, load, fallback) {
      const hit = cache.get(key);
      if (hit && now() - hit.at < ttlMs) return Promise.resolve(hit.value);
      let loading = pending.get(key);
      if (!loading) {
        const started = generation;
        loading = load()
          .then((value) => {
            if (started === generation) cache.set(key, { at: now(), value });
            return value;
          })
          .catch(() => fallback)
          .finally(() => {
            if (pending.get(key) === loading) pending.delete(key);
          });
        pending.set(key, loading);
      }
      return loading;
    },
    purge() {
      generation++;
      cache.clear();
      pending.clear();
    },
  };
}
