import type { Locale } from '../i18n';
import type { BackofficeClient } from './backoffice.server';

/** How long a locale's value is kept. */
export const LOCALE_CACHE_TTL_MS = 5 * 60 * 1000;

export interface LocaleCache<T> {
  /** The cached value, or the last one known (possibly stale) when `load` fails; undefined if never loaded. */
  get(bo: BackofficeClient, locale: Locale): Promise<T | undefined>;
  /** Drops every locale's value (the content purge). */
  purge(): void;
}

/**
 * What the back office answers alike to every buyer of a language (its categories, its reference lists), kept
 * LOCALE_CACHE_TTL_MS per locale in the process, shared by all requests, loaded once even when several requests
 * ask at the same time. A failed load is not kept: the next request tries again.
 */
export function localeCache<T>(load: (bo: BackofficeClient, locale: Locale) => Promise<T>): LocaleCache<T> {
  const cache = new Map<Locale, { at: number; value: T }>();
  const pending = new Map<Locale, Promise<T | undefined>>();
  // Bumped by every purge: a load started before the purge must not put its (older) answer in the cache.
  let generation = 0;
  return {
    get(bo, locale) {
      const hit = cache.get(locale);
      if (hit && Date.now() - hit.at < LOCALE_CACHE_TTL_MS) return Promise.resolve(hit.value);
      let loading = pending.get(locale);
      if (!loading) {
        const started = generation;
        loading = load(bo, locale)
          .then((value) => {
            if (started === generation) cache.set(locale, { at: Date.now(), value });
            return value;
          })
          .catch(() => hit?.value)
          .finally(() => {
            if (pending.get(locale) === loading) pending.delete(locale);
          });
        pending.set(locale, loading);
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
