import { z } from 'zod';
import { MAX_ID } from './common';
import { urlKeyLocalesSchema } from './search';

/** Largest keyset page of `catalogue.sitemapProducts`: a few hundred kB of JSON. */
export const SITEMAP_PRODUCTS_PAGE_MAX = 1000;

export const sitemapProductsQuerySchema = z.object({
  after: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_ID)
    .default(0)
    .describe('Keyset cursor: products with a greater id (0 = from the start)'),
  limit: z.coerce.number().int().min(1).max(SITEMAP_PRODUCTS_PAGE_MAX).default(SITEMAP_PRODUCTS_PAGE_MAX),
});
export type SitemapProductsQuery = z.infer<typeof sitemapProductsQuerySchema>;

export const sitemapProductSchema = z.object({
  id: z.number().int().positive(),
  url_key_locales: urlKeyLocalesSchema,
  updated_at: z.string().describe('ISO 8601, the last change of the product'),
});
export type SitemapProduct = z.infer<typeof sitemapProductSchema>;

export const sitemapProductsSchema = z.object({
  items: z.array(sitemapProductSchema).describe('By id, ascending'),
  next_after: z.number().int().nullable().describe("The next page's `after`; null on the last page"),
  last_id: z
    .number()
    .int()
    .nullable()
    .describe("The greatest id listed (all pages), for the sitemap index's chunks; null when none"),
});
export type SitemapProducts = z.infer<typeof sitemapProductsSchema>;
