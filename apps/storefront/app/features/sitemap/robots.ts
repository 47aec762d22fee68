/**
 * /robots.txt (issue 11 §5): the shop is open to crawlers; the buyer's own pages (account, cart, checkout,
 * sign-in), the staff workspace and the JSON routes are not, as they say nothing to a search engine and
 * answer differently per visitor. The paths are under the locale prefix, hence the `/*` wildcard.
 */
export const DISALLOWED_PATHS = [
  '/*/account',
  '/*/staff',
  '/*/cart',
  '/*/cart-confirm',
  '/*/cart-validated',
  '/*/login',
  '/api/',
] as const;

/** The robots.txt text for the shop at `origin` (scheme and host, no trailing slash). */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
