import { SITEMAP_PRODUCTS_PAGE_MAX } from '@vetshop/contract';
import { categoryPathsOf, productAlternates } from '../catalogue/index.server';
import { contentForSitemap } from '../content/index.server';
import { LOCALES, type Locale } from '../../i18n';
import {
  BackofficeUnavailable,
  createBackofficeClient,
  type BackofficeClient,
} from '../../lib/backoffice.server';
import type { RouteArgs } from '../../lib/request.server';
import { urls } from '../../lib/urls';
import { parseSitemapPart, productChunkCount, productsOfChunk, sitemapPartPath } from './sitemap-parts';
import { sitemapIndexXml, urlsetXml, type SitemapPage } from './sitemap-xml';

/** The same for everyone (a guest's view, no session read): cached publicly. */
const XML_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=3600, s-maxage=3600',
};

/** A short text answer, never stored (a 404 or 503 must not be cached as the sitemap). */
function plain(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * A resource route's errors as plain responses (`page()`'s thrown `data()` would reach a resource route as a
 * JSON error body): the back office down is a 503, a Response thrown inside is answered as is.
 */
function xmlRoute(fn: (args: RouteArgs) => Promise<Response>): (args: RouteArgs) => Promise<Response> {
  return async (args) => {
    try {
      return await fn(args);
    } catch (error) {
      if (error instanceof Response) return error;
      if (error instanceof BackofficeUnavailable) return plain(503, 'Service unavailable');
      throw error;
    }
  };
}

/** A guest's back-office client: the sitemap lists what a search engine, never signed in, can open. */
function guestClient(args: RouteArgs): BackofficeClient {
  return createBackofficeClient({
    context: args.context,
    request: args.request,
    locale: 'fr',
    session: null,
  });
}

function absolute(origin: string, paths: Record<Locale, string>): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((l) => [l, `${origin}${paths[l]}`])) as Record<Locale, string>;
}

/** Home, the promotions page, every category whose path is known in the three languages, the content pages and news. */
async function pagesPart(bo: BackofficeClient, origin: string): Promise<SitemapPage[]> {
  const trees = await Promise.all(LOCALES.map((l) => categoryPathsOf(bo, l)));
  // Never a sitemap without its categories cached for an hour: without the trees, the back office is down.
  if (trees.some((t) => !t)) throw plain(503, 'Service unavailable');
  const paths = Object.fromEntries(LOCALES.map((l, i) => [l, trees[i]])) as Record<
    Locale,
    Map<number, string[]> | undefined
  >;
  const everyLocale = (path: (l: Locale) => string) =>
    absolute(origin, Object.fromEntries(LOCALES.map((l) => [l, path(l)])) as Record<Locale, string>);
  // The promotions page is public (spec doc 1 §2); the selection and Vet Efficiency are a buyer's own: not listed.
  const pages: SitemapPage[] = [{ urls: everyLocale(urls.home) }, { urls: everyLocale(urls.promotions) }];
  for (const id of paths.fr?.keys() ?? []) {
    const each = LOCALES.map((l) => paths[l]?.get(id));
    if (each.some((p) => !p)) continue;
    pages.push({
      urls: absolute(
        origin,
        Object.fromEntries(LOCALES.map((l, i) => [l, urls.category(l, each[i]!)])) as Record<Locale, string>,
      ),
    });
  }
  // The content pages and news (issue 11 §2), each with its translated slugs and its last change.
  for (const entry of await contentForSitemap(bo))
    pages.push({ urls: absolute(origin, entry.paths), lastmod: entry.lastmod });
  return pages;
}

/** Products chunk n, each product in its three languages with its last change. */
async function productsPart(bo: BackofficeClient, origin: string, n: number): Promise<SitemapPage[]> {
  const products = await productsOfChunk(n, (after) =>
    bo.call('catalogue.sitemapProducts', { query: { after, limit: SITEMAP_PRODUCTS_PAGE_MAX } }),
  );
  return products.map((p) => ({
    urls: absolute(origin, productAlternates(p.url_key_locales)),
    lastmod: p.updated_at,
  }));
}

/** /sitemap.xml: the index of the parts. */
export const sitemapIndexLoader = xmlRoute(async (args: RouteArgs) => {
  const origin = new URL(args.request.url).origin;
  const { last_id } = await guestClient(args).call('catalogue.sitemapProducts', {
    query: { after: 0, limit: 1 },
  });
  const files = [sitemapPartPath('pages', 1)];
  for (let n = 1; n <= productChunkCount(last_id); n++) files.push(sitemapPartPath('products', n));
  return new Response(sitemapIndexXml(files.map((f) => ({ loc: `${origin}${f}` }))), {
    headers: XML_HEADERS,
  });
});

/** /sitemaps/{part}-{n}.xml: one urlset. */
export const sitemapPartLoader = xmlRoute(async (args: RouteArgs) => {
  const found = parseSitemapPart(args.params.file ?? '');
  if (!found) return plain(404, 'Not found');
  const origin = new URL(args.request.url).origin;
  const bo = guestClient(args);
  const pages =
    found.part === 'pages' ? await pagesPart(bo, origin) : await productsPart(bo, origin, found.n);
  if (pages.length === 0) return plain(404, 'Not found');
  return new Response(urlsetXml(pages), { headers: XML_HEADERS });
});
