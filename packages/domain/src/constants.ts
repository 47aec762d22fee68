/**
 * Business constants from the spec (doc 1 §9, doc 2 §9). Named so that a change in the spec is a
 * one-line change here, and so that tests can quote the spec's numbers by name. The value lists
 * (states, types, sorts…) are in `enums.ts`. "For issue …" marks a value no code reads yet, kept
 * because a coming feature needs it. "Ours, not the spec's" marks a limit the back office and the
 * storefront share that the spec does not give: one definition, so the two cannot drift apart.
 */

import type { Locale, Role } from './enums';

// ---------------------------------------------------------------------------------------------------------------
// Languages (doc 1 §2, §9; the list is `LOCALES` in enums.ts)

/** The spec's fr-FR default is the language fr (doc 1 §9). */
export const DEFAULT_LOCALE: Locale = 'fr';
/** Intl tags per shop locale: the shop is Belgian, so fr and nl use Belgian conventions. */
export const INTL_LOCALE_TAGS: Readonly<Record<Locale, string>> = { fr: 'fr-BE', nl: 'nl-BE', en: 'en-US' };
export const LOCALE_COOKIE_DAYS = 365;

// ---------------------------------------------------------------------------------------------------------------
// Buyer and session (doc 1 §6, §9; doc 2 §9)

/** The role of a buyer whose pricelist names none; its pricelist is the fallback of every role. */
export const DEFAULT_ROLE: Role = 'default';
/** Lifetime of the stored user, hence of the sign-in session (decision 005). */
export const STORED_USER_DAYS = 10;
/** OIDC auth types only: idle time after which the token is checked on focus (credentials sessions need not). */
export const IDLE_TOKEN_CHECK_MS = 300_000;
/** For the account issue: the sales person is cached per user this long. */
export const SALES_PERSON_CACHE_HOURS = 24;
/** For the loyalty pages: loyalty data older than this is loaded again. */
export const LOYALTY_REFRESH_MS = 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------------------------
// Cart sync (doc 1 §4 "Cart", doc 2 §4, §9)

export const DEFAULT_CART_SYNC_PATH = 'v2/cart/sync';
export const CART_OFFLINE_RETRY_MS = 60_000;
export const CART_BACKOFF_CAP_MS = 300_000;
/** Quantity of a new cart, wishlist or quotation line when none is given. */
export const DEFAULT_LINE_QTY = 1;
/**
 * Ours, not the spec's: the largest quantity of one line, and of one sync transaction's change. The back office
 * refuses more; the storefront's quantity field stops there.
 */
export const MAX_LINE_QTY = 100_000;

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

// ---------------------------------------------------------------------------------------------------------------
// Lists and pages (doc 1 §9, doc 2 §9)

export const SALES_PAGE_SIZE = 10;
export const SALES_DEFAULT_PAGE = 1;
/** For the standard-orders issue: wishlists are fetched in one page of this size. */
export const WISHLIST_PAGE_SIZE = 999;
/** For the promotion-alert subscriptions: fetched in one page of this size. */
export const PROMO_SUBSCRIPTIONS_PER_PAGE = 1000;
/** Variants shown per product hit (doc 2 §9 "inner variants per hit"). */
export const SEARCH_INNER_VARIANTS = 100;
/** Ours, not the spec's: products per search or category page, the back office's default and the storefront's. */
export const DEFAULT_SEARCH_PAGE_SIZE = 24;

// ---------------------------------------------------------------------------------------------------------------
// Texts (doc 1 §5, §9)

export const META_DESCRIPTION_MAX = 255;
/** For the small-ads issue: body length limit, with a remaining-characters counter. */
export const SMALL_AD_BODY_MAX = 500;
// Ours, not the spec's: the back office refuses longer texts; the storefront checks them before sending.
/** Longest free-text search query. */
export const SEARCH_QUERY_MAX = 200;
/** Longest buyer's order reference (client_order_ref, customer_ref at confirmation). */
export const ORDER_REFERENCE_MAX = 64;
/** Longest suite name of an order. */
export const SUITE_NAME_MAX = 64;
/** Longest note on an order. */
export const ORDER_NOTE_MAX = 2000;

// ---------------------------------------------------------------------------------------------------------------
// Shell (doc 1 §9, doc 2 §9)

export const NOTIFICATION_MS = 5000;
/** For the service worker's update check (the shell has none yet). */
export const APP_UPDATE_CHECK_MS = 300_000;
/** The stylesheet holds colour and duration too (CSS cannot import): see the shell's loading bar. */
export const LOADING_BAR_COLOR = '#0C4E99';
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 2000;
