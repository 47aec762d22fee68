// @ts-check
// Guests' pages, kept a few seconds in each storefront process (issue 18: a guest page costs what a cached
// copy costs). The app already marks what a guest may share (`Cache-Control: public, max-age=60`, app/lib/
// request.server.ts cacheControl) for browsers and CDNs; this is the same promise kept in-process, for a shop
// served without a CDN. Only answers the app made public are kept, never one that sets a cookie, never for a
// request carrying a session cookie; the content purge drops them all (as it drops the content caches).
import { BROADCAST } from './cluster.js';

/** A guest page is served from the copy at most this long (and never longer than its own max-age). */
export const PAGE_CACHE_MAX_AGE_MS = 30_000;
/** Copies kept per process, the least recently stored dropped first. */
export const PAGE_CACHE_MAX_ENTRIES = 500;
/**
 * A guest asking for a page that another guest's request is rendering waits for that render (at most this long)
 * and gets its copy: when a copy expires under load, one render instead of one per waiting guest.
 */
export const PAGE_CACHE_WAIT_MS = 10_000;
/** A page bigger than this is not kept, nor more than PAGE_CACHE_MAX_TOTAL_BYTES in all (per process). */
export const PAGE_CACHE_MAX_BYTES = 512 * 1024;
export const PAGE_CACHE_MAX_TOTAL_BYTES = 32 * 1024 * 1024;
/** The app's broadcast topic when one worker receives the purge (app/features/content/purge-route.server.ts). */
export const CONTENT_PURGE_TOPIC = 'content-purge';
const PURGE_PATH = '/internal/content-purge';
/**
 * The cookies that change what a guest page says: the language of bare `/`, and the cookie choice (the banner
 * is shown until there is one; app/lib/consent.ts). Any other is not read by pages.
 */
const LOCALE_COOKIE = /(?:^|;\s*)vetshop_locale=(\w+)/;
const CONSENT_COOKIE = /(?:^|;\s*)vetshop_consent=(\w+)/;
const SESSION_COOKIE = /(?:^|;\s*)vetshop_sf=/;
/** Headers of a kept answer replayed as they were (the security headers are set again for each answer). */
const KEPT_HEADERS = ['content-type', 'cache-control', 'vary', 'x-robots-tag', 'link', 'content-language'];
/**
 * The one cookie a guest page may set and still be kept: the language a /{locale}/ page remembers, the same for
 * every guest arriving without it (the key holds the request's language cookie), replayed with the copy.
 */
const SHARED_COOKIE = /^vetshop_locale=\w+;/;

/**
 * @typedef {{ status: number, headers: [string, string][], body: Buffer, nonce: string, expires: number }} Entry
 */

/**
 * @param {{ maxAgeMs?: number, maxEntries?: number, waitMs?: number, now?: () => number }} [options]
 */
export function createPageCache({
  maxAgeMs = PAGE_CACHE_MAX_AGE_MS,
  maxEntries = PAGE_CACHE_MAX_ENTRIES,
  waitMs = PAGE_CACHE_WAIT_MS,
  now = Date.now,
} = {}) {
  /** @type {Map<string, Entry>} */
  const entries = new Map();
  /** The renders under way, by key: settled when the answer is complete (kept or not) or abandoned. */
  /** @type {Map<string, Promise<void>>} */
  const rendering = new Map();
  /** Keys whose last answer was not kept, until when (for as long as a copy would have been). */
  /** @type {Map<string, number>} */
  const notKept = new Map();
  let total = 0;
  /** @param {string} key */
  const drop = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    total -= entry.body.length;
    entries.delete(key);
  };
  // Bumped by every purge: a page rendered before the purge must not be stored after it.
  let generation = 0;

  const purge = () => {
    entries.clear();
    total = 0;
    generation++;
  };

  /**
   * The key of a request a copy may answer, or null when it must reach the app.
   * @param {import('express').Request} req
   */
  const keyOf = (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const cookie = req.headers.cookie ?? '';
    if (SESSION_COOKIE.test(cookie) || req.headers.authorization) return null;
    const locale = LOCALE_COOKIE.exec(cookie)?.[1] ?? '';
    const consent = CONSENT_COOKIE.exec(cookie)?.[1] ?? '';
    return `${req.originalUrl}\n${locale}\n${consent}`;
  };

  /**
   * Answers from the copy of `key`, if there is a fresh one.
   * @param {import('express').Request} req
   * @param {import('express').Response} res
   * @param {string} key
   */
  const answerFromCopy = (req, res, key) => {
    const kept = entries.get(key);
    if (!kept || kept.expires <= now()) return false;
    const nonce = String(res.locals.cspNonce ?? '');
    res.status(kept.status);
    for (const [name, value] of kept.headers) res.append(name, value);
    res.setHeader('X-Page-Cache', 'hit');
    // The copy's inline scripts carry the nonce of the answer it was made for: this answer's instead.
    const body =
      kept.nonce && nonce && kept.nonce !== nonce
        ? Buffer.from(kept.body.toString('utf8').replaceAll(`nonce="${kept.nonce}"`, `nonce="${nonce}"`))
        : kept.body;
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };

  /** @type {import('express').RequestHandler} */
  const middleware = (req, res, next) => {
    if (req.method === 'POST' && req.path === PURGE_PATH) {
      res.on('finish', () => {
        if (res.statusCode >= 200 && res.statusCode < 300) purge();
      });
      return next();
    }
    const key = keyOf(req);
    if (key === null) return next();
    if (answerFromCopy(req, res, key)) return;
    drop(key);
    if (req.method === 'HEAD') return next();
    const underWay = rendering.get(key);
    // A page whose last answer could not be kept (private, an error, a cookie of its own) is not waited for.
    if (underWay && !((notKept.get(key) ?? 0) > now())) {
      // Another guest's request renders this page: its copy answers this one too (or, if it is not kept, an error
      // or a page for one guest only, this request is rendered after all).
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      const waited = new Promise((resolve) => {
        timer = setTimeout(resolve, waitMs);
      });
      void Promise.race([underWay, waited]).then(() => {
        clearTimeout(timer);
        if (res.destroyed || res.headersSent) return;
        if (!answerFromCopy(req, res, key)) render(req, res, next, key);
      });
      return;
    }
    render(req, res, next, key);
  };

  /**
   * Lets the app render the page, copying what it writes; kept when the answer may be (keepFor). Requests for the
   * same key meanwhile wait for it (the middleware above).
   * @param {import('express').Request} req
   * @param {import('express').Response} res
   * @param {import('express').NextFunction} next
   * @param {string} key
   */
  const render = (req, res, next, key) => {
    const nonce = String(res.locals.cspNonce ?? '');
    /** @type {() => void} */
    let settle = () => {};
    const done = new Promise((resolve) => {
      settle = () => {
        if (rendering.get(key) === done) rendering.delete(key);
        resolve(undefined);
      };
    });
    if (!rendering.has(key)) rendering.set(key, done);
    // Settled however the answer ends: complete (after the copy is stored, below) or the connection lost.
    res.on('close', settle);
    const started = generation;
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    // Copies what the app writes (before compression, which wraps these same methods further out).
    res.write = /** @type {typeof res.write} */ (
      (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) => {
        if (chunk && size <= PAGE_CACHE_MAX_BYTES) {
          const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
          chunks.push(buffer);
          size += buffer.length;
        }
        return write(chunk, ...rest);
      }
    );
    res.end = /** @type {typeof res.end} */ (
      (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) => {
        if (chunk && typeof chunk !== 'function') {
          const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
          chunks.push(buffer);
          size += buffer.length;
        }
        const ttl = keepFor(res, maxAgeMs);
        if (ttl > 0 && size <= PAGE_CACHE_MAX_BYTES && generation === started) {
          /** @type {[string, string][]} */
          const headers = [];
          for (const name of [...KEPT_HEADERS, 'set-cookie']) {
            const value = res.getHeader(name);
            if (value === undefined) continue;
            for (const one of Array.isArray(value) ? value : [value]) headers.push([name, String(one)]);
          }
          const body = Buffer.concat(chunks);
          drop(key);
          while (
            entries.size > 0 &&
            (entries.size >= maxEntries || total + body.length > PAGE_CACHE_MAX_TOTAL_BYTES)
          )
            drop(/** @type {string} */ (entries.keys().next().value));
          entries.set(key, { status: res.statusCode, headers, body, nonce, expires: now() + ttl });
          total += body.length;
          notKept.delete(key);
        } else if (ttl === 0) {
          notKept.delete(key);
          if (notKept.size >= maxEntries) notKept.delete(/** @type {string} */ (notKept.keys().next().value));
          notKept.set(key, now() + maxAgeMs);
        }
        settle();
        return end(chunk, ...rest);
      }
    );
    next();
  };

  return { middleware, purge, size: () => entries.size };
}

/**
 * How long an answer may be kept: 200 only, made public by the app, setting no cookie; at most its max-age.
 * @param {import('express').Response} res
 * @param {number} maxAgeMs
 */
function keepFor(res, maxAgeMs) {
  if (res.statusCode !== 200) return 0;
  const cookies = res.getHeader('set-cookie');
  const setCookies = cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [String(cookies)];
  if (!setCookies.every((cookie) => SHARED_COOKIE.test(cookie))) return 0;
  const cacheControl = String(res.getHeader('cache-control') ?? '');
  if (!/(?:^|,)\s*public\b/.test(cacheControl) || /no-store|private|no-cache/.test(cacheControl)) return 0;
  const maxAge = /max-age=(\d+)/.exec(cacheControl);
  return maxAge ? Math.min(maxAgeMs, Number(maxAge[1]) * 1000) : 0;
}

/**
 * Drops the copies when another worker received the content purge (cluster.js relays it to every worker).
 * @param {{ purge: () => void }} cache
 */
export function purgeOnBroadcast(cache) {
  process.on('message', (message) => {
    const m = /** @type {{ type?: unknown, topic?: unknown } | null} */ (message);
    if (m && m.type === BROADCAST && m.topic === CONTENT_PURGE_TOPIC) cache.purge();
  });
}
