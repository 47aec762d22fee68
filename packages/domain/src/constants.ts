/**
 * Business constants from the spec (doc 1 §9, doc 2 §9). Named so that a change in the spec is a
 * one-line change here, and so that tests can quote the spec's numbers by name.
 */

export const LOCALES = ['fr', 'nl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';
/** Intl tags per shop locale: the shop is Belgian, so fr and nl use Belgian conventions. */
export const INTL_LOCALE_TAGS: Readonly<Record<Locale, string>> = { fr: 'fr-BE', nl: 'nl-BE', en: 'en-US' };
export const LOCALE_COOKIE_DAYS = 365;

export const DEFAULT_ROLE = 'default';

export const NOTIFICATION_MS = 5000;

export const DEFAULT_CART_SYNC_PATH = 'v2/cart/sync';
export const CART_OFFLINE_RETRY_MS = 60_000;
export const CART_BACKOFF_CAP_MS = 300_000;
/** Quantity of a new cart, wishlist or quotation line when none is given. */
export const DEFAULT_LINE_QTY = 1;

/** Upper bound of the random wait before cart-sync retry number `attempt` (0-based). */
export function cartBackoffMaxMs(attempt: number): number {
  const safeAttempt = Number.isFinite(attempt) ? Math.max(0, Math.floor(attempt)) : 0;
  // 2^attempt overflows to Infinity for large attempts; Math.min then yields the cap.
  return Math.min(1000 * 2 ** safeAttempt, CART_BACKOFF_CAP_MS);
}

/** Full-jitter wait: random in [0, cartBackoffMaxMs(attempt)); `random` is injectable for tests. */
export function cartBackoffDelayMs(attempt: number, random: () => number = Math.random): number {
  return Math.floor(random() * cartBackoffMaxMs(attempt));
}

export const SALES_PAGE_SIZE = 10;
export const SALES_DEFAULT_PAGE = 1;
export const WISHLIST_PAGE_SIZE = 999;
export const PROMO_SUBSCRIPTIONS_PER_PAGE = 1000;
export const SEARCH_INNER_VARIANTS = 100;

export const META_DESCRIPTION_MAX = 255;
export const SMALL_AD_BODY_MAX = 500;

export const STORED_USER_DAYS = 10;
export const SALES_PERSON_CACHE_HOURS = 24;
export const LOYALTY_REFRESH_MS = 60 * 60 * 1000;
export const IDLE_TOKEN_CHECK_MS = 300_000;
export const APP_UPDATE_CHECK_MS = 300_000;

export const LOADING_BAR_COLOR = '#0C4E99';
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 2000;

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[body.toLowerCase()] ?? whole;
  });
}

function toPlainText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      // Tags become spaces so that "<p>a</p><p>b</p>" does not glue into "ab".
      .replace(/<[^>]*>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Meta description built from the title and descriptions (HTML allowed) when the product has
 * none: plain text, parts joined by " - ", at most META_DESCRIPTION_MAX characters, cut on a word
 * boundary when one exists so that search engines do not show half a word.
 */
export function metaDescription(
  title: string | null | undefined,
  ...descriptions: (string | null | undefined)[]
): string {
  const text = [title, ...descriptions]
    .map((part) => (part ? toPlainText(part) : ''))
    .filter((part) => part !== '')
    .join(' - ');
  if (text.length <= META_DESCRIPTION_MAX) return text;

  let cut = text.slice(0, META_DESCRIPTION_MAX);
  if (text[META_DESCRIPTION_MAX] !== ' ') {
    const lastSpace = cut.lastIndexOf(' ');
    if (lastSpace > 0) {
      cut = cut.slice(0, lastSpace);
    } else if (/[\uD800-\uDBFF]$/.test(cut)) {
      cut = cut.slice(0, -1); // never split a surrogate pair
    }
  }
  // A trailing separator left by the cut reads like a typo.
  return cut.replace(/[\s\-–,;:]+$/, '');
}
