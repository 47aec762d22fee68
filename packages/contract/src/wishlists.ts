import {
  MAX_LINE_QTY,
  WISHLIST_MAX_LINES,
  WISHLIST_NAME_MAX,
  WISHLIST_PAGE_SIZE,
  WISHLIST_REF_MAX,
} from '@vetshop/domain';
import { z } from 'zod';
import { MAX_ID } from './common';
import { imageSetSchema, orderModeSchema, priceViewSchema, stockViewSchema } from './search';

/**
 * Standard orders (wishlists) of spec doc 2 §7: `GET wishlists`, `GET wishlists/{id}`, `POST wishlists`,
 * `POST wishlists/{id}/add_item`, `POST wishlists/{id}/update`, `DELETE wishlists/{id}`, plus ours:
 * `POST wishlists/{id}/add_items` (a cart saved into an existing list) and `POST wishlists/{id}/move_lines`.
 */

const idSchema = z.number().int().positive().max(MAX_ID);
const quantitySchema = z.number().int().min(1).max(MAX_LINE_QTY);
const nameSchema = z.string().trim().min(1).max(WISHLIST_NAME_MAX);
const refSchema = z.string().trim().max(WISHLIST_REF_MAX).nullable();

/** Spec §9: the storefront fetches every list at once (page_size 999), sorted by name. */
export const wishlistsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(WISHLIST_PAGE_SIZE).default(WISHLIST_PAGE_SIZE),
});

/** One list in the list of lists. */
export const wishlistSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  client_order_ref: z.string().nullable(),
  line_count: z.number().int().describe('Lines of the list'),
  updated_at: z.string(),
});
export type WishlistSummary = z.infer<typeof wishlistSummarySchema>;

export const wishlistListSchema = z.object({
  count: z.number().int().describe('Lists of the customer'),
  items: z.array(wishlistSummarySchema).describe('Sorted by name (case and accents ignored)'),
});
export type WishlistList = z.infer<typeof wishlistListSchema>;

/** A product as a list line shows it, for the buyer (role prices and visibility). */
export const wishlistProductSchema = z.object({
  name: z.string().describe('Product name and variant label'),
  sku: z.string(),
  cnk_code: z.string().nullable(),
  url_key: z.string(),
  image: imageSetSchema.nullable(),
  price: priceViewSchema.nullable().describe("The buyer's unit price today (null when not priced for them)"),
  stock: stockViewSchema,
  order_mode: orderModeSchema.describe('quotation: not added to the cart (quotation only)'),
  is_mto: z.boolean(),
});

export const wishlistSubstituteSchema = z.object({
  id: idSchema.describe('Variant id'),
  name: z.string(),
  sku: z.string(),
  url_key: z.string(),
  stock: stockViewSchema,
  price: priceViewSchema.nullable(),
});
export type WishlistSubstitute = z.infer<typeof wishlistSubstituteSchema>;

export const wishlistLineSchema = z.object({
  id: idSchema,
  sequence: z.number().int(),
  product_id: idSchema.describe('Variant id (as in carts)'),
  quantity: z.number().int(),
  product: wishlistProductSchema
    .nullable()
    .describe('null when the product is no longer sold to this buyer (the line stays until removed)'),
  substitutes: z
    .array(wishlistSubstituteSchema)
    .describe("The product's substitutions the buyer may see (what `update` may replace it by)"),
});
export type WishlistLine = z.infer<typeof wishlistLineSchema>;

export const wishlistDetailSchema = wishlistSummarySchema.extend({
  lines: z.array(wishlistLineSchema).describe('In sequence order'),
});
export type WishlistDetail = z.infer<typeof wishlistDetailSchema>;

const itemSchema = z.object({
  product_id: idSchema,
  quantity: quantitySchema.optional().describe('1 when absent (spec §9)'),
});

export const wishlistCreateBodySchema = z
  .object({
    name: nameSchema,
    client_order_ref: refSchema.optional(),
    lines: z.array(itemSchema.strict()).max(WISHLIST_MAX_LINES).optional().default([]),
  })
  .strict();
export type WishlistCreateBody = z.input<typeof wishlistCreateBodySchema>;

export const wishlistAddItemBodySchema = itemSchema.strict();
export type WishlistAddItemBody = z.input<typeof wishlistAddItemBodySchema>;

export const wishlistAddItemsBodySchema = z
  .object({ items: z.array(itemSchema.strict()).min(1).max(WISHLIST_MAX_LINES) })
  .strict();
export type WishlistAddItemsBody = z.input<typeof wishlistAddItemsBodySchema>;

export const wishlistUpdateBodySchema = z
  .object({
    name: nameSchema.optional(),
    client_order_ref: refSchema.optional(),
    lines: z
      .array(
        z
          .object({
            id: idSchema.optional().describe('An existing line; absent = a new line'),
            sequence: z.number().int().min(0).max(MAX_ID).optional().describe('Its position when absent'),
            product_id: idSchema.describe("Changed only for one of the line's substitutes"),
            quantity: quantitySchema,
          })
          .strict(),
      )
      .max(WISHLIST_MAX_LINES)
      .optional()
      .describe('Every line the list keeps, in order: a line left out is removed'),
  })
  .strict();
export type WishlistUpdateBody = z.input<typeof wishlistUpdateBodySchema>;

export const wishlistMoveLinesBodySchema = z
  .object({
    line_ids: z.array(idSchema).min(1).max(WISHLIST_MAX_LINES),
    target_id: idSchema.describe('Another list of the customer'),
  })
  .strict();
export type WishlistMoveLinesBody = z.input<typeof wishlistMoveLinesBodySchema>;

/** What a change answers: the list as it is now (without its lines), and what the change did. */
export const wishlistChangeSchema = wishlistSummarySchema.extend({
  added: z.array(idSchema).describe('Products (variant ids) added'),
  duplicates: z.array(idSchema).describe('Products already in the list, not added (add_items)'),
  merged: z
    .array(idSchema)
    .describe('Products whose moved quantity went to the line already there (move_lines)'),
});
export type WishlistChange = z.infer<typeof wishlistChangeSchema>;
