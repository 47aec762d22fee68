import { z } from 'zod';
import { localeSchema } from './common';
import { variantLookupSchema } from './search';

/**
 * GET search/products/by-code (issue 23 §1, decision 042): the product a box's barcode names, for the scanner.
 * The code is read as the domain's scanCodeCandidates reads it (GTIN in any length, CNK with or without its
 * check digit, SKU typed in); what the caller may not see is unknown to them.
 */
export const productByCodeQuerySchema = z.object({
  code: z.string().trim().min(1).max(64).describe('A scanned or typed code: EAN/GTIN, CNK or SKU'),
  locale: localeSchema.default('fr'),
});
export type ProductByCodeQuery = z.output<typeof productByCodeQuerySchema>;

export const productByCodeResultSchema = z.object({
  /** The code as asked (trimmed). */
  code: z.string(),
  /**
   * The variant it names with its product (url_key for the product page, cart product_id), priced for the
   * caller; null when the code names nothing the caller may see — an expected outcome, not an error.
   */
  variant: variantLookupSchema.nullable(),
});
export type ProductByCodeResult = z.infer<typeof productByCodeResultSchema>;
