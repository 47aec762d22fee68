import {
  api,
  autocompleteQuerySchema,
  autocompleteResultSchema,
  categoryLookupResultSchema,
  categoryNodeSchema,
  categorySummarySchema,
  SEARCH_API_PREFIX,
  sitemapProductsQuerySchema,
  sitemapProductsSchema,
  errorBodySchema,
  idsQuerySchema,
  localeSchema,
  productHitSchema,
  productLookupResultSchema,
  productSearchQuerySchema,
  productSearchResultSchema,
  variantLookupSchema,
  type Locale,
} from '@vetshop/contract';
import type { Role } from '@vetshop/domain';
import type { Caller } from '@vetshop/search';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { getSession } from '../../plugins/request-context';
import { sitemapProducts } from './sitemap-products';

const errors = { 400: errorBodySchema, 404: errorBodySchema, 503: errorBodySchema };
const localeQuery = z.object({ locale: localeSchema.optional() });

/** The locale asked in the query string, else the Accept-Language one. */
function askedLocale(request: FastifyRequest): Locale {
  const raw = new URLSearchParams(request.url.split('?')[1] ?? '').get('locale');
  return localeSchema.safeParse(raw).success ? (raw as Locale) : request.locale;
}

/**
 * Who is searching: a signed-in customer gets their role's prices and visibility; a guest (or a staff
 * account, which buys nothing) gets no prices. Guest answers are the same for everyone and cacheable.
 */
async function caller(request: FastifyRequest, reply: FastifyReply): Promise<Caller> {
  const session = await getSession(request);
  const role = (session?.customer?.role as Role | undefined) ?? null;
  void reply.header('Vary', 'Cookie, Authorization, Accept-Language');
  void reply.header('Cache-Control', role ? 'private, no-store' : 'public, max-age=60');
  return { role, locale: askedLocale(request) };
}

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const engine = () => app.ctx.search;

  app.get(
    `${SEARCH_API_PREFIX}${api['catalogue.search'].path}`,
    {
      schema: {
        tags: ['search'],
        summary:
          'Full-text product search with filters, facets, sorts and pagination (prices for the caller role)',
        querystring: productSearchQuerySchema,
        response: { 200: productSearchResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const who = await caller(request, reply);
      return engine().searchProducts({ ...request.query, locale: who.locale }, who);
    },
  );

  app.get(
    `${SEARCH_API_PREFIX}${api['catalogue.autocomplete'].path}`,
    {
      schema: {
        tags: ['search'],
        summary: 'Suggestions, products and categories for a prefix (typo tolerant)',
        querystring: autocompleteQuerySchema,
        response: { 200: autocompleteResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const who = await caller(request, reply);
      return engine().autocomplete({ q: request.query.q, size: request.query.size }, who);
    },
  );

  app.get(
    `${SEARCH_API_PREFIX}${api['catalogue.productByUrlKey'].path}`,
    {
      schema: {
        tags: ['search'],
        summary: 'A product page by url_key; { redirect } for an old or other-language key',
        params: z.object({ urlKey: z.string().min(1).max(300) }),
        querystring: localeQuery,
        response: { 200: productLookupResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const found = await engine().productByUrlKey(request.params.urlKey, await caller(request, reply));
      if (!found) throw notFound();
      return found;
    },
  );

  app.get(
    '/search/products/by-ids',
    {
      schema: {
        tags: ['search'],
        summary: 'Product hits by id, in the order asked (unknown or hidden ones left out)',
        querystring: idsQuerySchema,
        response: { 200: z.object({ items: z.array(productHitSchema) }), ...errors },
      },
    },
    async (request, reply) => ({
      items: await engine().productsByIds(request.query.ids, await caller(request, reply)),
    }),
  );

  app.get(
    `${SEARCH_API_PREFIX}${api['catalogue.variantsByIds'].path}`,
    {
      schema: {
        tags: ['search'],
        summary: 'Variants (cart product_id) with their product, in the order asked',
        querystring: idsQuerySchema,
        response: { 200: z.object({ items: z.array(variantLookupSchema) }), ...errors },
      },
    },
    async (request, reply) => ({
      items: await engine().variantsByIds(request.query.ids, await caller(request, reply)),
    }),
  );

  app.get(
    `${SEARCH_API_PREFIX}${api['catalogue.categories'].path}`,
    {
      schema: {
        tags: ['search'],
        summary: 'First-level categories (drugs, food, equipment)',
        querystring: localeQuery,
        response: { 200: z.object({ items: z.array(categorySummarySchema) }), ...errors },
      },
    },
    async (request, reply) => ({ items: await engine().firstLevelCategories(await caller(request, reply)) }),
  );

  app.get(
    `${SEARCH_API_PREFIX}${api['catalogue.categoryTree'].path}`,
    {
      schema: {
        tags: ['search'],
        summary: 'The whole category tree, by sequence',
        querystring: localeQuery,
        response: { 200: z.object({ items: z.array(categoryNodeSchema) }), ...errors },
      },
    },
    async (request, reply) => ({ items: await engine().categoryTree(await caller(request, reply)) }),
  );

  app.get(
    `${SEARCH_API_PREFIX}${api['catalogue.categoryByUrlKey'].path}`,
    {
      schema: {
        tags: ['search'],
        summary: 'A category page by url_key; { redirect } for an old or other-language key',
        params: z.object({ urlKey: z.string().min(1).max(300) }),
        querystring: localeQuery,
        response: { 200: categoryLookupResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const found = await engine().categoryByUrlKey(request.params.urlKey, await caller(request, reply));
      if (!found) throw notFound();
      return found;
    },
  );

  app.get(
    `${SEARCH_API_PREFIX}${api['catalogue.sitemapProducts'].path}`,
    {
      schema: {
        tags: ['search'],
        summary:
          "The products a guest sees, with each locale's url_key and last change, by id (keyset pages)",
        querystring: sitemapProductsQuerySchema,
        response: { 200: sitemapProductsSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The same for everyone (no role, no prices): cacheable, whoever asks.
      void reply.header('Cache-Control', 'public, max-age=300');
      return sitemapProducts(app.ctx.db, request.query);
    },
  );
};
