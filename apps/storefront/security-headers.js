// @ts-check
// Security headers of every storefront answer (pages, assets, API routes, pictures): a CSP whose scripts need
// the per-request nonce (React Router's hydration scripts get it in app/entry.server.tsx), no framing,
// nosniff, a referrer policy, a permissions policy, HSTS behind HTTPS; and outage answers that no cache keeps.
import { randomBytes } from 'node:crypto';
import helmet from 'helmet';

/** Seconds a client should wait before retrying a 503 (the back office restarts in about this long). */
export const RETRY_AFTER_SECONDS = 30;

/** Browser features: the camera for the shop's own pages only; the others, which no page uses, denied to all. */
export const PERMISSIONS_POLICY = [
  // The scanner (decision 042) reads boxes' barcodes with the camera: the shop's own pages only, nothing they embed.
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'interest-cohort=()',
].join(', ');

/**
 * The CSP directives for one answer. Scripts: this origin's files and inline scripts carrying the nonce.
 * Styles: this origin's files only (the app sets no style attribute). The service worker and the offline page
 * it builds are same-origin; the offline page is a Response made in the worker, so it carries no CSP header.
 * @param {string} nonce
 * @param {{ https: boolean }} opts
 * @returns {Record<string, string[]>}
 */
export function cspDirectives(nonce, { https }) {
  return {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval': the scanner's barcode reader is WebAssembly served by the shop (decision 042); it lets
    // a page compile WebAssembly, never evaluate JavaScript text.
    'script-src': ["'self'", `'nonce-${nonce}'`, "'wasm-unsafe-eval'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Over plain http (local runs) it would send every sub-resource to https.
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The staff's preview of a mail's HTML (/{locale}/staff/mails/{id}/preview), framed by the mail's page: the mail as
 * the recipient sees it needs its inline styles, which the shop's CSP refuses. This answer alone gets a policy that
 * allows inline styles and nothing else: no script, no request anywhere, no form, framed by this origin only, and a
 * CSP sandbox (an opaque origin, whatever frames it).
 */
export const MAIL_PREVIEW_PATH = /^\/(?:fr|nl|en)\/staff\/mails\/\d+\/preview$/;

/** @returns {Record<string, string[]>} */
export function mailPreviewDirectives() {
  return {
    'default-src': ["'none'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ['data:'],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'self'"],
    sandbox: [],
  };
}

/**
 * @param {{ dev: boolean, https: boolean }} opts  dev: Vite's dev server injects inline styles and scripts
 *   of its own, so no CSP there (the production build is what the CSP protects and the e2e journeys check)
 * @returns {import('express').RequestHandler[]}
 */
export function securityHeaders({ dev, https }) {
  const shop = helmet({
    contentSecurityPolicy: dev
      ? false
      : {
          useDefaults: false,
          directives: {
            ...cspDirectives('', { https }),
            'script-src': [
              "'self'",
              "'wasm-unsafe-eval'",
              /** @type {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => string} */
              (_req, res) => `'nonce-${/** @type {import('express').Response} */ (res).locals.cspNonce}'`,
            ],
          },
        },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Pictures and assets are same-origin; nothing here is meant to be embedded by other sites.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  const mailPreview = helmet({
    contentSecurityPolicy: dev ? false : { useDefaults: false, directives: mailPreviewDirectives() },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'sameorigin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  return [
    (_req, res, next) => {
      res.locals.cspNonce = randomBytes(16).toString('base64');
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      next();
    },
    (req, res, next) => (MAIL_PREVIEW_PATH.test(req.path) ? mailPreview : shop)(req, res, next),
    outageHeaders,
  ];
}

/**
 * Every 503 the storefront answers (a page while the back office is away, an API route, a picture): never
 * kept by a browser or CDN, and with the time to wait before retrying.
 * @param {import('express').Request} _req
 * @param {import('express').Response} res
 * @param {import('express').NextFunction} next
 */
export function outageHeaders(_req, res, next) {
  const writeHead = res.writeHead;
  // Patched here because the status is known only when the answer starts (React Router, the media proxy).
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {number} */ status, /** @type {unknown[]} */ ...rest) {
      if (status === 503 && !res.headersSent) {
        res.setHeader('Cache-Control', 'no-store');
        if (!res.hasHeader('Retry-After')) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      }
      return Reflect.apply(writeHead, res, [status, ...rest]);
    }
  );
  next();
}
