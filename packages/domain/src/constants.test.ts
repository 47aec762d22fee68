import { describe, expect, it } from 'vitest';
import {
  APP_UPDATE_CHECK_MS,
  CART_BACKOFF_CAP_MS,
  CART_OFFLINE_RETRY_MS,
  DEFAULT_CART_SYNC_PATH,
  DEFAULT_LINE_QTY,
  DEFAULT_SEARCH_PAGE_SIZE,
  DEFAULT_LOCALE,
  DEFAULT_ROLE,
  IDLE_TOKEN_CHECK_MS,
  INTL_LOCALE_TAGS,
  LOADING_BAR_COLOR,
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_THROTTLE_MS,
  LOCALE_COOKIE_DAYS,
  LOYALTY_REFRESH_MS,
  MAX_LINE_QTY,
  META_DESCRIPTION_MAX,
  NOTIFICATION_MS,
  ORDER_NOTE_MAX,
  ORDER_REFERENCE_MAX,
  PROMO_SUBSCRIPTIONS_PER_PAGE,
  SALES_DEFAULT_PAGE,
  SALES_PAGE_SIZE,
  SALES_PERSON_CACHE_HOURS,
  SEARCH_INNER_VARIANTS,
  SEARCH_QUERY_MAX,
  SMALL_AD_BODY_MAX,
  STORED_USER_DAYS,
  SUITE_NAME_MAX,
  WISHLIST_PAGE_SIZE,
  cartBackoffDelayMs,
  cartBackoffMaxMs,
} from './constants';
import { LOCALES } from './enums';

describe('spec constants', () => {
  it('match the spec values', () => {
    expect({
      NOTIFICATION_MS,
      LOCALE_COOKIE_DAYS,
      CART_OFFLINE_RETRY_MS,
      CART_BACKOFF_CAP_MS,
      SALES_PAGE_SIZE,
      DEFAULT_ROLE,
      LOCALES,
      DEFAULT_LOCALE,
      META_DESCRIPTION_MAX,
      SMALL_AD_BODY_MAX,
      STORED_USER_DAYS,
      SALES_PERSON_CACHE_HOURS,
      LOADING_BAR_COLOR,
      LOADING_BAR_THROTTLE_MS,
      LOADING_BAR_DURATION_MS,
      APP_UPDATE_CHECK_MS,
      IDLE_TOKEN_CHECK_MS,
      DEFAULT_CART_SYNC_PATH,
      WISHLIST_PAGE_SIZE,
      PROMO_SUBSCRIPTIONS_PER_PAGE,
      SEARCH_INNER_VARIANTS,
    }).toEqual({
      NOTIFICATION_MS: 5000,
      LOCALE_COOKIE_DAYS: 365,
      CART_OFFLINE_RETRY_MS: 60_000,
      CART_BACKOFF_CAP_MS: 300_000,
      SALES_PAGE_SIZE: 10,
      DEFAULT_ROLE: 'default',
      LOCALES: ['fr', 'nl', 'en'],
      DEFAULT_LOCALE: 'fr',
      META_DESCRIPTION_MAX: 255,
      SMALL_AD_BODY_MAX: 500,
      STORED_USER_DAYS: 10,
      SALES_PERSON_CACHE_HOURS: 24,
      LOADING_BAR_COLOR: '#0C4E99',
      LOADING_BAR_THROTTLE_MS: 200,
      LOADING_BAR_DURATION_MS: 2000,
      APP_UPDATE_CHECK_MS: 300_000,
      IDLE_TOKEN_CHECK_MS: 300_000,
      DEFAULT_CART_SYNC_PATH: 'v2/cart/sync',
      WISHLIST_PAGE_SIZE: 999,
      PROMO_SUBSCRIPTIONS_PER_PAGE: 1000,
      SEARCH_INNER_VARIANTS: 100,
    });
  });

  it('match the spec values not pinned above', () => {
    expect({ SALES_DEFAULT_PAGE, DEFAULT_LINE_QTY, LOYALTY_REFRESH_MS, INTL_LOCALE_TAGS }).toEqual({
      SALES_DEFAULT_PAGE: 1,
      DEFAULT_LINE_QTY: 1,
      LOYALTY_REFRESH_MS: 3_600_000,
      INTL_LOCALE_TAGS: { fr: 'fr-BE', nl: 'nl-BE', en: 'en-US' },
    });
  });
});

describe('our own shared limits', () => {
  it('keep the values the back office and the storefront had before they shared them', () => {
    expect({
      MAX_LINE_QTY,
      DEFAULT_SEARCH_PAGE_SIZE,
      SEARCH_QUERY_MAX,
      ORDER_REFERENCE_MAX,
      SUITE_NAME_MAX,
      ORDER_NOTE_MAX,
    }).toEqual({
      MAX_LINE_QTY: 100_000,
      DEFAULT_SEARCH_PAGE_SIZE: 24,
      SEARCH_QUERY_MAX: 200,
      ORDER_REFERENCE_MAX: 64,
      SUITE_NAME_MAX: 64,
      ORDER_NOTE_MAX: 2000,
    });
  });
});

describe('cartBackoffMaxMs', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [5, 32_000],
    [8, 256_000],
    [9, 300_000], // 512 000 capped at 5 minutes
    [50, 300_000],
    [5000, 300_000], // 2^5000 overflows to Infinity: still the cap
    [-3, 1000],
    [Number.NaN, 1000],
  ])('attempt %d → %i ms', (attempt, expected) => {
    expect(cartBackoffMaxMs(attempt)).toBe(expected);
  });

  it('draws the actual wait between 0 and the bound', () => {
    expect(cartBackoffDelayMs(3, () => 0)).toBe(0);
    expect(cartBackoffDelayMs(3, () => 0.5)).toBe(4000);
    expect(cartBackoffDelayMs(20, () => 0.999_999)).toBe(299_999);
  });
});
