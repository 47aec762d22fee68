import { z } from 'zod';
import { MAX_ID } from './common';
import { variantLookupSchema } from './search';

/**
 * Reorder reminders (issue 23 §2, decision 043): the signed-in customer's products due to be ordered again, from
 * its own rhythm (every order channel alike), and the reminders it dismissed. `product_id` is the variant id, as
 * in carts.
 */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const reorderDueItemSchema = z.object({
  product: variantLookupSchema.describe("The variant as the catalogue's card shows it, at the buyer's price"),
  orders: z.number().int().describe('Orders (distinct days) of the product, every channel'),
  interval_days: z
    .number()
    .int()
    .describe('The usual interval: the median gap between those orders, in days'),
  last_ordered: isoDay.describe('Day of the last order of the product (Brussels), YYYY-MM-DD'),
  days_since: z.number().int().describe('Days from the last order to today'),
  next_expected: isoDay.describe('last_ordered + interval_days, YYYY-MM-DD'),
});
export type ReorderDueItem = z.infer<typeof reorderDueItemSchema>;

export const reorderDueSchema = z.object({
  items: z.array(reorderDueItemSchema).describe('Closest to the expected day first, at most 10'),
});
export type ReorderDue = z.infer<typeof reorderDueSchema>;

export const reorderDismissBodySchema = z
  .object({ product_id: z.number().int().positive().max(MAX_ID).describe('Variant id (as in carts)') })
  .strict();
export type ReorderDismissBody = z.infer<typeof reorderDismissBodySchema>;

export const reorderDismissedParamsSchema = z.object({
  product_id: z.coerce.number().int().positive().max(MAX_ID),
});
