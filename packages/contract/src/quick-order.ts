import { ORDER_IMPORT_ROW_REASONS } from '@vetshop/domain';
import { z } from 'zod';
import { localeSchema, MAX_ID } from './common';
import { queryList, variantLookupSchema } from './search';

/**
 * GET carts/code_lookup (issue 23 §3, decision 044): the quick-order pad's rows resolved in batches — codes
 * (SKU, CNK or barcode, read as the CSV order import reads a "code" column) and products picked by name from
 * the autocomplete — to the variant they name, with its price and stock for the caller, and whether the caller
 * may order it. Nothing is written.
 */

/** At most this many codes plus products per call (the pad sends its rows in batches of this size). */
export const CODE_LOOKUP_MAX = 100;

const lookupCode = z.string().trim().min(1).max(64);
const lookupProductId = z.coerce.number().int().positive().max(MAX_ID);

export const codeLookupQuerySchema = z.object({
  codes: queryList(lookupCode, CODE_LOOKUP_MAX).describe(
    `SKU, CNK or barcode codes, comma-separated (at most ${CODE_LOOKUP_MAX})`,
  ),
  product_ids: queryList(lookupProductId, CODE_LOOKUP_MAX).describe(
    'Products (template ids, as the autocomplete gives them): their main variant is looked up',
  ),
  locale: localeSchema.default('fr'),
});
export type CodeLookupQuery = z.output<typeof codeLookupQuerySchema>;

export const codeLookupItemSchema = z.object({
  /** The code as asked, or the product id as text. */
  asked: z.string(),
  /**
   * The variant with its price and stock for the caller; null when the code names nothing or a product the
   * caller may not see (reason then says why).
   */
  variant: variantLookupSchema.nullable(),
  /** Why the caller may not order it (the CSV import's row reasons); null when it may be put in the cart. */
  reason: z.enum(ORDER_IMPORT_ROW_REASONS).nullable(),
  /** The reason in the caller's language; null with no reason. */
  message: z.string().nullable(),
});
export type CodeLookupItem = z.infer<typeof codeLookupItemSchema>;

export const codeLookupResultSchema = z.object({
  /** One per code asked, in the order asked (a code asked twice answered once). */
  codes: z.array(codeLookupItemSchema),
  /** One per product asked, in the order asked. */
  products: z.array(codeLookupItemSchema),
});
export type CodeLookupResult = z.infer<typeof codeLookupResultSchema>;
