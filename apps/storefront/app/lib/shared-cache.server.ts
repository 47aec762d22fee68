export interface SharedCache<T> {
  /**
   * The value of a key, cached for `ttlMs`, loaded once even when several requests ask at the same time. A failed
   * load is not kept (the next request tries again) and answers `fallback` — or, for a cache made with
   * `staleOnFailure`, the last value of the key if there is one.
   */
  get(key: string, load: () => Promise<T>, fallback: T): Promise<T>;
  /** Drops every value: the next request loads it again. */
  purge(): void;
}

/**
 * What the back office answers alike to many requests (a language's categories, reference lists, site-wide
 * content), kept in the process and shared by its requests.
 */
export function sharedCache<T>({
  ttlMs,
  now = Date.now,
  staleOnFailure = false,
}: {
  ttlMs: number;
  now?: () => number;
  /** A failed load answers the key's expired value rather than the fallback (never for dated content). */
  staleOnFailure?: boolean;
}): SharedCache<T> {
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
          .catch(() => (staleOnFailure && hit ? hit.value : fallback))
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
