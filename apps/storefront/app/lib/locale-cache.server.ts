import type { Locale } from '../i18n';
import type { BackofficeClient } from './backoffice.server';
import { sharedCache } from './shared-cache.server';

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
 * LOCALE_CACHE_TTL_MS per locale in the process (lib/shared-cache.server.ts), loaded once even when several
 * requests ask at the same time. A failed load is not kept: the next request tries again, and this one gets the
 * last value known, if any.
 */
export function localeCache<T>(load: (bo: BackofficeClient, locale: Locale) => Promise<T>): LocaleCache<T> {
  const cache = sharedCache<T | undefined>({ ttlMs: LOCALE_CACHE_TTL_MS, staleOnFailure: true });
  return {
    get: (bo, locale) => cache.get(locale, () => load(bo, locale), undefined),
    purge: () => cache.purge(),
  };
}
