import { z } from 'zod';
import type { EndpointSpec } from './endpoint';
import { localeQuerySchema, urlKeyParamsSchema } from './common';
import {
  autocompleteQuerySchema,
  autocompleteResultSchema,
  categoryLookupResultSchema,
  categoryNodeSchema,
  categorySummarySchema,
  idsQuerySchema,
  productHitSchema,
  productLookupResultSchema,
  productSearchQuerySchema,
  productSearchResultSchema,
  variantLookupSchema,
} from './search';
import { productByCodeQuerySchema, productByCodeResultSchema } from './scan';
import { sitemapProductsQuerySchema, sitemapProductsSchema } from './sitemap';

export const productHitListSchema = z.object({ items: z.array(productHitSchema) });
export const variantLookupListSchema = z.object({ items: z.array(variantLookupSchema) });
export const categorySummaryListSchema = z.object({ items: z.array(categorySummarySchema) });
export const categoryTreeSchema = z.object({ items: z.array(categoryNodeSchema) });

/**
 * The catalogue (the search API, base `search`: the back office serves it under SEARCH_API_PREFIX). Prices and
 * visibility follow the caller's role; a guest's answers are the same for everyone and publicly cacheable. The
 * locale is the `locale` query's, else Accept-Language's.
 */
export const catalogueApi = {
  'catalogue.search': {
    method: 'GET',
    base: 'search',
    path: '/products',
    query: productSearchQuerySchema,
    response: productSearchResultSchema,
    summary:
      'Full-text product search with filters, facets, sorts and pagination (prices for the caller role)',
    errors: [404],
  },
  'catalogue.autocomplete': {
    method: 'GET',
    base: 'search',
    path: '/autocomplete',
    query: autocompleteQuerySchema,
    response: autocompleteResultSchema,
    summary: 'Suggestions, products and categories for a prefix (typo tolerant)',
    errors: [404],
  },
  'catalogue.productByUrlKey': {
    method: 'GET',
    base: 'search',
    path: '/products/by-url-key/:urlKey',
    params: urlKeyParamsSchema,
    query: localeQuerySchema,
    response: productLookupResultSchema,
    summary: 'A product page by url_key; { redirect } for an old or other-language key',
    errors: [404],
  },
  /** The scanner's lookup (scan.ts, decision 042): a code read from a box to the variant it names. */
  'catalogue.productByCode': {
    method: 'GET',
    base: 'search',
    path: '/products/by-code',
    query: productByCodeQuerySchema,
    response: productByCodeResultSchema,
    summary:
      'The variant a scanned or typed code names (EAN/GTIN in any length, CNK with or without check digit, SKU)',
    // An unknown code is an answer (variant null), not a 404; only 400 (no code, over 64 characters).
  },
  'catalogue.productsByIds': {
    method: 'GET',
    base: 'search',
    path: '/products/by-ids',
    query: idsQuerySchema,
    response: productHitListSchema,
    summary: 'Product hits by id, in the order asked (unknown or hidden ones left out)',
    errors: [404],
  },
  'catalogue.variantsByIds': {
    method: 'GET',
    base: 'search',
    path: '/variants/by-ids',
    query: idsQuerySchema,
    response: variantLookupListSchema,
    summary: 'Variants (cart product_id) with their product, in the order asked',
    errors: [404],
  },
  'catalogue.categories': {
    method: 'GET',
    base: 'search',
    path: '/categories',
    query: localeQuerySchema,
    response: categorySummaryListSchema,
    summary: 'First-level categories (drugs, food, equipment)',
    errors: [404],
  },
  'catalogue.categoryTree': {
    method: 'GET',
    base: 'search',
    path: '/categories/tree',
    query: localeQuerySchema,
    response: categoryTreeSchema,
    summary: 'The whole category tree, by sequence',
    errors: [404],
  },
  'catalogue.categoryByUrlKey': {
    method: 'GET',
    base: 'search',
    path: '/categories/by-url-key/:urlKey',
    params: urlKeyParamsSchema,
    query: localeQuerySchema,
    response: categoryLookupResultSchema,
    summary: 'A category page by url_key; { redirect } for an old or other-language key',
    errors: [404],
  },
  /** The products a guest sees, with their url_key per locale, for the storefront's sitemaps (keyset pages). */
  'catalogue.sitemapProducts': {
    method: 'GET',
    base: 'search',
    path: '/sitemap/products',
    query: sitemapProductsQuerySchema,
    response: sitemapProductsSchema,
    summary: "The products a guest sees, with each locale's url_key and last change, by id (keyset pages)",
    errors: [404],
  },
} as const satisfies Record<string, EndpointSpec>;
