import { z } from 'zod';
import type { EndpointSpec } from './endpoint';
import { idParamsSchema } from './common';
import {
  wishlistAddItemBodySchema,
  wishlistAddItemsBodySchema,
  wishlistChangeSchema,
  wishlistCreateBodySchema,
  wishlistDetailSchema,
  wishlistListSchema,
  wishlistMoveLinesBodySchema,
  wishlistsQuerySchema,
  wishlistUpdateBodySchema,
} from './wishlists';

/**
 * Standard orders (wishlists; ERP, issue 10 §2; spec doc 2 §7): the customer's named lists of products. Buyers
 * only; another customer's list is a 404.
 */
export const wishlistsApi = {
  /** Sorted by name; the storefront asks page_size 999 (spec §9). */
  'wishlists.list': {
    method: 'GET',
    base: 'erp',
    path: '/wishlists',
    query: wishlistsQuerySchema,
    response: wishlistListSchema,
    summary: "The customer's standard orders sorted by name, each with its line count (page_size up to 999)",
    errors: [401, 403, 404],
  },
  'wishlists.get': {
    method: 'GET',
    base: 'erp',
    path: '/wishlists/:id',
    params: idParamsSchema,
    response: wishlistDetailSchema,
    summary:
      'One standard order with its lines: product name, SKU, CNK, image, the buyer’s price, stock, order mode ' +
      'and visible substitutes (another customer’s list is a 404 wishlist_not_found)',
    errors: [401, 403, 404],
  },
  /** 201; a name another list of the customer has (case, accents, spaces ignored) → 409 wishlist_name_taken. */
  'wishlists.create': {
    method: 'POST',
    base: 'erp',
    path: '/wishlists',
    body: wishlistCreateBodySchema,
    response: wishlistChangeSchema,
    status: 201,
    summary:
      'Creates a standard order (201). Its name must differ from the customer’s other lists, case, accents ' +
      'and spaces ignored (409 wishlist_name_taken); a product once (409 wishlist_product_duplicate)',
    errors: [401, 403, 404, 409, 422],
  },
  /** A product already in the list → 409 wishlist_product_duplicate. */
  'wishlists.addItem': {
    method: 'POST',
    base: 'erp',
    path: '/wishlists/:id/add_item',
    params: idParamsSchema,
    body: wishlistAddItemBodySchema,
    response: wishlistChangeSchema,
    summary:
      'Adds a product (quantity 1 by default); already in the list → 409 wishlist_product_duplicate ' +
      '("Ce produit est déjà présent dans cette commande type")',
    errors: [401, 403, 404, 409, 422],
  },
  /** Many products at once (a cart saved into a list): duplicates are reported, the rest added. */
  'wishlists.addItems': {
    method: 'POST',
    base: 'erp',
    path: '/wishlists/:id/add_items',
    params: idParamsSchema,
    body: wishlistAddItemsBodySchema,
    response: wishlistChangeSchema,
    summary:
      'Adds several products at once (a cart saved into a list): those already in the list are listed in ' +
      '`duplicates` and left as they are, the others added',
    errors: [401, 403, 404, 409, 422],
  },
  'wishlists.update': {
    method: 'POST',
    base: 'erp',
    path: '/wishlists/:id/update',
    params: idParamsSchema,
    body: wishlistUpdateBodySchema,
    response: wishlistChangeSchema,
    summary:
      'Renames, sets the customer reference, and with `lines` sets every line: quantities, order, removals ' +
      '(lines left out), new lines, a product replaced by one of its substitutes (422 wishlist_substitute_invalid)',
    errors: [401, 403, 404, 409, 422],
  },
  /** Lines whose product the target list has are merged into its line (quantities added). */
  'wishlists.moveLines': {
    method: 'POST',
    base: 'erp',
    path: '/wishlists/:id/move_lines',
    params: idParamsSchema,
    body: wishlistMoveLinesBodySchema,
    response: wishlistChangeSchema,
    summary:
      'Moves lines to another of the customer’s lists; a product the target has is merged into its line ' +
      '(quantities added, listed in `merged`)',
    errors: [401, 403, 404, 409, 422],
  },
  'wishlists.delete': {
    method: 'DELETE',
    base: 'erp',
    path: '/wishlists/:id',
    params: idParamsSchema,
    response: z.null(),
    status: 204,
    summary: 'Deletes a standard order and its lines (204)',
    errors: [401, 403, 404],
  },
} as const satisfies Record<string, EndpointSpec>;
