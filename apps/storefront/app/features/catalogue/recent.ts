import { OPTIONAL_STORAGE, optionalStorageAllowed } from '../../lib/consent';

/**
 * "Recent searches" (last 8) and "recently viewed products" (last 10), kept on this device in localStorage
 * and offered by the search box when it is empty. The list updates are pure; the storage access never throws
 * (private browsing, quota, storage disabled: the lists are then simply empty).
 *
 * Both are optional storage (decision 037): nothing is read nor written unless the buyer accepted optional
 * cookies (lib/consent.ts); a refusal removes them.
 */

export const RECENT_SEARCHES_KEY = OPTIONAL_STORAGE.recentSearches;
export const RECENTLY_VIEWED_KEY = OPTIONAL_STORAGE.recentlyViewed;
export const MAX_RECENT_SEARCHES = 8;
export const MAX_RECENTLY_VIEWED = 10;

export interface ViewedProduct {
  /** Product id. */
  id: number;
  urlKey: string;
  name: string;
  /** Small picture, or null. */
  image: string | null;
}

/** Puts `item` first, drops its older copies (same key) and keeps `max` items. */
export function pushRecent<T>(list: readonly T[], item: T, max: number, key: (x: T) => string): T[] {
  const k = key(item);
  return [item, ...list.filter((x) => key(x) !== k)].slice(0, max);
}

export function addRecentSearch(list: readonly string[], q: string): string[] {
  const text = q.replace(/\s+/g, ' ').trim();
  if (!text) return [...list];
  return pushRecent(list, text, MAX_RECENT_SEARCHES, (s) => s.toLocaleLowerCase());
}

export function addViewedProduct(list: readonly ViewedProduct[], product: ViewedProduct): ViewedProduct[] {
  return pushRecent(list, product, MAX_RECENTLY_VIEWED, (p) => String(p.id));
}

/** Reads what a previous version or another tab stored, keeping only well-formed entries. */
export function parseRecentSearches(raw: unknown): string[] {
  return Array.isArray(raw)
    ? raw.filter((s): s is string => typeof s === 'string' && s.trim() !== '').slice(0, MAX_RECENT_SEARCHES)
    : [];
}

export function parseViewedProducts(raw: unknown): ViewedProduct[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter(
      (p): p is ViewedProduct =>
        typeof p === 'object' &&
        p !== null &&
        Number.isInteger((p as ViewedProduct).id) &&
        typeof (p as ViewedProduct).urlKey === 'string' &&
        typeof (p as ViewedProduct).name === 'string',
    )
    .map((p) => ({
      id: p.id,
      urlKey: p.urlKey,
      name: p.name,
      image: typeof p.image === 'string' ? p.image : null,
    }))
    .slice(0, MAX_RECENTLY_VIEWED);
}

function read(key: string): unknown {
  if (!optionalStorageAllowed()) return null;
  try {
    const text = globalThis.localStorage?.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  if (!optionalStorageAllowed()) return; // no optional storage without the buyer's consent
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the history is a convenience, the page goes on without it.
  }
}

export function loadRecentSearches(): string[] {
  return parseRecentSearches(read(RECENT_SEARCHES_KEY));
}

export function rememberSearch(q: string): void {
  write(RECENT_SEARCHES_KEY, addRecentSearch(loadRecentSearches(), q));
}

export function loadViewedProducts(): ViewedProduct[] {
  return parseViewedProducts(read(RECENTLY_VIEWED_KEY));
}

export function rememberViewedProduct(product: ViewedProduct): void {
  write(RECENTLY_VIEWED_KEY, addViewedProduct(loadViewedProducts(), product));
}
