/**
 * The buyer's cookie choice (spec doc 1 §2 "a cookie banner (necessary versus optional cookies)", decision 037):
 * what the shop keeps on the device is either necessary (what the buyer asked for: the session, the language, the
 * cart and its offline copy, the checkout draft, the choice itself) or optional (conveniences nobody asked for: the
 * search box's recent searches and recently viewed products). Optional storage is written only after "accept",
 * and "refuse" removes what was kept. The choice itself is a necessary cookie the server reads (the banner is
 * rendered on the server, its form works without JavaScript) and the page reads too (document.cookie).
 */

export const CONSENT_COOKIE = 'vetshop_consent';
/** Ours: the choice is asked again after a year, like the language is kept for one (spec doc 1 §9). */
export const CONSENT_COOKIE_DAYS = 365;

/** `all`: necessary and optional storage; `necessary`: only what the shop cannot work without. */
export type Consent = 'all' | 'necessary';

export const isConsent = (value: unknown): value is Consent => value === 'all' || value === 'necessary';

/** The choice in a Cookie header (or document.cookie); null when the buyer has not chosen yet. */
export function parseConsent(cookieHeader: string | null | undefined): Consent | null {
  const value = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)`).exec(cookieHeader ?? '')?.[1];
  return isConsent(value) ? value : null;
}

/** The Set-Cookie of a choice: a year, the whole site, SameSite=Lax; readable by the page (it says no secret). */
export function consentCookie(consent: Consent, { secure }: { secure: boolean }): string {
  const maxAge = CONSENT_COOKIE_DAYS * 24 * 3600;
  return `${CONSENT_COOKIE}=${consent}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The optional storage, by key (localStorage). Every code path writing one of these asks
 * `optionalStorageAllowed()` first; the inventory of the necessary ones is in decision 037 and the README.
 */
export const OPTIONAL_STORAGE = {
  recentSearches: 'vetshop.recent-searches',
  recentlyViewed: 'vetshop.recently-viewed',
} as const;

export const isOptionalStorageKey = (key: string): boolean =>
  (Object.values(OPTIONAL_STORAGE) as string[]).includes(key);

/** In the browser: whether the buyer accepted optional storage (false on the server and before any choice). */
export function optionalStorageAllowed(): boolean {
  return typeof document !== 'undefined' && parseConsent(document.cookie) === 'all';
}

/** Removes what was kept optionally (after a refusal, or kept before the shop asked). Never throws. */
export function removeOptionalStorage(storage: Pick<Storage, 'removeItem'> | null): void {
  if (!storage) return;
  for (const key of Object.values(OPTIONAL_STORAGE)) {
    try {
      storage.removeItem(key);
    } catch {
      // Storage refused (private mode): nothing could have been kept either.
    }
  }
}

/**
 * Where the choice form returns the buyer: a path of this site only (never `//host`, never another origin),
 * else null (the caller's default).
 */
export function consentReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\'))
    return null;
  return raw.length <= 2000 ? raw : null;
}
