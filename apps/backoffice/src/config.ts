import { join } from 'node:path';
import { defaultDataDir, repoRoot } from '@vetshop/db';
import { DEFAULT_CART_SYNC_PATH, ORDER_IMPORT_DEFAULT_MAX_MB, STORED_USER_DAYS } from '@vetshop/domain';
import type { DemoSize } from '@vetshop/demo-data';
import { parseCorsOrigins } from './plugins/cors';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server; PGlite in `pgliteDir` when absent. */
  databaseUrl: string | undefined;
  pgliteDir: string;
  /** Folder of uploaded files (FILE_STORE_DIR; var/files at the repository root by default). */
  fileStoreDir: string;
  /** Demo catalogue loaded into an empty database at start ('none' to start empty). */
  demoSize: DemoSize | 'none';
  /** Path of the cart sync call (spec: configurable, default v2/cart/sync); carts/sync is always served too. */
  cartSyncPath: string;
  cookieSecure: boolean;
  /** Origins allowed to call from a browser (CORS_ORIGINS, comma-separated); empty = no CORS headers at all. */
  corsOrigins: string[];
  /** Validate responses against their schemas (off in production: see buildApp). */
  validateResponses: boolean;
  sessionDays: number;
  logLevel: string;
  /** A picture or document not generated within this time is a 503 (MEDIA_TIMEOUT_MS; the storefront's page budget). */
  mediaTimeoutMs: number;
  /**
   * Shared with the storefront (TRUSTED_PROXY_SECRET): a request carrying it may say which address its client
   * has (sign-in throttling counts per address). Without it, the connection's address counts.
   */
  trustedProxySecret: string | undefined;
  /** Addresses or CIDR ranges of reverse proxies whose X-Forwarded-For is believed (TRUST_PROXY, comma-separated). */
  trustProxy: string[];
  /** Largest CSV order import file, in MB (ORDER_IMPORT_MAX_MB; the spec's limit, whose value it does not give). */
  orderImportMaxMb: number;
  /** SMTP server mails are delivered through (SMTP_URL, e.g. smtp://user:pass@host:587); none = they stay in the outbox. */
  smtpUrl: string | undefined;
  /** Sender of every mail (MAIL_FROM). */
  mailFrom: string;
  /** How often the outbox is sent when SMTP_URL is set, in ms (MAIL_POLL_MS). */
  mailPollMs: number;
  /** The shop's public address, for links in mails (PUBLIC_STOREFRONT_URL). */
  storefrontUrl: string;
  /** Days before a promotion's end when its subscribers are alerted (PROMO_ALERT_DAYS). */
  promoAlertDays: number;
  /** How often the promotion-end alert job runs, in ms (PROMO_ALERT_INTERVAL_MS; an hour by default, short in e2e). */
  promoAlertIntervalMs: number;
  /**
   * Where content changes are announced (CONTENT_PURGE_URLS, comma-separated; the storefront's
   * /internal/content-purge), so that cached guest pages are dropped; none = nobody is told.
   */
  contentPurgeUrls: string[];
  /** Bearer token of those calls (CONTENT_PURGE_TOKEN): required when URLs are set, no default. */
  contentPurgeToken: string | undefined;
  /**
   * The most frequent words of each language whose search matches are read at start (SEARCH_WARM_WORDS, 500 by
   * default; 0: none), so the first buyers' searches for them are answered from memory (decision 035).
   */
  searchWarmWords: number;
  /**
   * The OpenID Connect provider whose access tokens `POST /auth/signin` accepts (OIDC_ISSUER and OIDC_AUDIENCE,
   * both or neither; decision 036). Null: identity-provider sign-in is off (credentials mode works either way).
   */
  oidc: OidcConfig | null;
  /** Payment of carts (decision 038): the payable's signing secret, the providers' settings. */
  payment: PaymentConfig;
}

export interface PaymentConfig {
  /**
   * HMAC secret of the payables (PAYMENT_SECRET). A fixed one outside production; in production none is
   * invented: without it the payment calls answer 503 (a per-process secret would differ between processes).
   */
  secret: string | undefined;
  /** The back office as the payment provider reaches it, for the webhook (PAYMENT_PUBLIC_URL). */
  publicUrl: string;
  /** Mollie's API (MOLLIE_API_URL, MOLLIE_API_KEY): null without a key, and the online provider is not offered. */
  mollie: { apiUrl: string; apiKey: string } | null;
  /**
   * Origins a buyer may be sent back to after paying: PUBLIC_STOREFRONT_URL's, and those of PAYMENT_RETURN_ORIGINS
   * (comma-separated; another storefront of the same shop). Never an open redirect.
   */
  returnOrigins: string[];
  /** Where a wire transfer is paid to (PAYMENT_TRANSFER_BENEFICIARY, PAYMENT_TRANSFER_IBAN, PAYMENT_TRANSFER_BIC). */
  transfer: { beneficiary: string; iban: string; bic: string };
}

export interface OidcConfig {
  /** The provider's issuer (the `iss` of its tokens); its discovery document is at `/.well-known/openid-configuration` under it. */
  issuer: string;
  /** The `aud` the provider puts in access tokens meant for this back office. */
  audience: string;
}

const DEMO_SIZES = ['small', 'medium', 'large', 'none'] as const;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const demo = env.DEMO_SIZE ?? 'medium';
  if (!(DEMO_SIZES as readonly string[]).includes(demo)) {
    throw new Error(`DEMO_SIZE must be one of ${DEMO_SIZES.join(', ')} (got "${demo}")`);
  }
  const port = Number(env.BACKOFFICE_PORT ?? env.PORT ?? 4000);
  if (!Number.isInteger(port) || port <= 0)
    throw new Error(`Invalid port "${env.BACKOFFICE_PORT ?? env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: env.PGLITE_DIR ?? defaultDataDir(),
    fileStoreDir: env.FILE_STORE_DIR || join(repoRoot(), 'var', 'files'),
    demoSize: demo as Config['demoSize'],
    cartSyncPath: (env.CART_SYNC_PATH ?? DEFAULT_CART_SYNC_PATH).replace(/^\/+/, ''),
    cookieSecure: env.COOKIE_SECURE === 'true',
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    validateResponses: env.VALIDATE_RESPONSES
      ? env.VALIDATE_RESPONSES === 'true'
      : env.NODE_ENV !== 'production',
    sessionDays: Number(env.SESSION_DAYS ?? STORED_USER_DAYS),
    logLevel: env.LOG_LEVEL ?? 'info',
    mediaTimeoutMs: Number(env.MEDIA_TIMEOUT_MS ?? 10_000),
    trustedProxySecret: env.TRUSTED_PROXY_SECRET || undefined,
    orderImportMaxMb: positiveNumber(
      env.ORDER_IMPORT_MAX_MB,
      ORDER_IMPORT_DEFAULT_MAX_MB,
      'ORDER_IMPORT_MAX_MB',
    ),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Vetshop <no-reply@vetshop.localhost>',
    mailPollMs: positiveNumber(env.MAIL_POLL_MS, 5000, 'MAIL_POLL_MS'),
    storefrontUrl: (env.PUBLIC_STOREFRONT_URL || 'http://localhost:3000').replace(/\/+$/, ''),
    promoAlertDays: positiveNumber(env.PROMO_ALERT_DAYS, 7, 'PROMO_ALERT_DAYS'),
    promoAlertIntervalMs: positiveNumber(
      env.PROMO_ALERT_INTERVAL_MS,
      60 * 60 * 1000,
      'PROMO_ALERT_INTERVAL_MS',
    ),
    ...contentPurge(env),
    searchWarmWords: wholeNumber(env.SEARCH_WARM_WORDS, 500, 'SEARCH_WARM_WORDS'),
    oidc: oidc(env),
    payment: payment(env, port),
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

/** CONTENT_PURGE_URLS and its token: URLs without a token fail start-up (a receiver would refuse every call). */
function contentPurge(env: NodeJS.ProcessEnv): Pick<Config, 'contentPurgeUrls' | 'contentPurgeToken'> {
  const urls = (env.CONTENT_PURGE_URLS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const url of urls) {
    if (!/^https?:\/\/[^\s]+$/i.test(url))
      throw new Error(`CONTENT_PURGE_URLS: not an http(s) URL: "${url}"`);
  }
  const token = env.CONTENT_PURGE_TOKEN || undefined;
  if (urls.length > 0 && !token)
    throw new Error('CONTENT_PURGE_TOKEN is required when CONTENT_PURGE_URLS is set');
  return { contentPurgeUrls: urls, contentPurgeToken: token };
}

/**
 * OIDC_ISSUER and OIDC_AUDIENCE: both or neither. One alone fails start-up: a shop configured for the provider
 * would otherwise start with every sign-in refused.
 */
function oidc(env: NodeJS.ProcessEnv): OidcConfig | null {
  const issuer = env.OIDC_ISSUER?.trim() || undefined;
  const audience = env.OIDC_AUDIENCE?.trim() || undefined;
  if (!issuer && !audience) return null;
  if (!issuer || !audience)
    throw new Error(
      `OIDC_ISSUER and OIDC_AUDIENCE go together: ${issuer ? 'OIDC_AUDIENCE' : 'OIDC_ISSUER'} is missing`,
    );
  if (!/^https?:\/\/[^\s]+$/i.test(issuer)) throw new Error(`OIDC_ISSUER: not an http(s) URL: "${issuer}"`);
  return { issuer, audience };
}

/** PAYMENT_* and MOLLIE_* (decision 038): no secret nor key has a default in production. */
function payment(env: NodeJS.ProcessEnv, port: number): PaymentConfig {
  const production = env.NODE_ENV === 'production';
  const apiKey = env.MOLLIE_API_KEY?.trim() || undefined;
  return {
    secret: env.PAYMENT_SECRET || (production ? undefined : 'vetshop-development-payment-secret'),
    publicUrl: (env.PAYMENT_PUBLIC_URL || `http://127.0.0.1:${port}`).replace(/\/+$/, ''),
    returnOrigins: [
      env.PUBLIC_STOREFRONT_URL || 'http://localhost:3000',
      ...(env.PAYMENT_RETURN_ORIGINS ?? '').split(','),
    ]
      .map((s) => s.trim())
      .filter(Boolean)
      .map((url) => {
        try {
          return new URL(url).origin;
        } catch {
          throw new Error(`PAYMENT_RETURN_ORIGINS / PUBLIC_STOREFRONT_URL: not a URL: "${url}"`);
        }
      }),
    mollie: apiKey
      ? { apiUrl: (env.MOLLIE_API_URL || 'https://api.mollie.com').replace(/\/+$/, ''), apiKey }
      : null,
    transfer: {
      beneficiary: env.PAYMENT_TRANSFER_BENEFICIARY || 'Vetshop SA',
      iban: env.PAYMENT_TRANSFER_IBAN || 'BE71 0961 2345 6769',
      bic: env.PAYMENT_TRANSFER_BIC || 'GKCCBEBB',
    },
  };
}

/** A setting that must be a number above 0 when given (start-up fails otherwise, rather than a limit of NaN). */
function wholeNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a whole number, 0 or more (got "${value}")`);
  return n;
}

function positiveNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a number above 0 (got "${value}")`);
  return n;
}
