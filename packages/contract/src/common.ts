import { z } from 'zod';

export const LOCALES = ['fr', 'nl', 'en'] as const;
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

export const roleSchema = z.enum(['veterinary', 'pharmacist', 'student', 'default']);

/** Money on the wire: a JSON number of euros with at most 2 decimals (computed from integer cents). */
export const moneySchema = z.number().describe('Amount in EUR, 2 decimals');

export const stockStateSchema = z.enum([
  'in_stock',
  'in_limited_stock',
  'resupplying',
  'out_of_stock',
  'supplier_out_of_stock',
]);
export const stockDisplaySchema = z.enum(['in_stock', 'no_stock']);

/** Every error body the back office sends: a stable code, a message in the caller's language, offending fields. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  fields: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional()
    .describe('Offending request fields (400)'),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
});
