import { PRODUCT_FAMILIES } from '@vetshop/domain';
import { z } from 'zod';

export const productFamilySchema = z.enum(PRODUCT_FAMILIES);

export const topOrderedQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});

/** The customer's most ordered products (spec doc 2 §7 sale_statistics/top_ordered). */
export const topOrderedSchema = z.object({
  count: z.number().int(),
  items: z.array(
    z.object({
      product_id: z.number().int().describe('Variant id (as in carts)'),
      ordered_count: z.number().int().describe('Units ordered in total'),
      orders: z.number().int().describe('Number of orders containing it'),
      date_last_ordered: z.string(),
      product_family: productFamilySchema,
    }),
  ),
});
export type TopOrdered = z.infer<typeof topOrderedSchema>;
