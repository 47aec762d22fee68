import { PRODUCT_FAMILIES, PRODUCTS_ON_ORDER_RESTRICTS } from '@vetshop/domain';
import { z } from 'zod';
import { queryList } from './search';
import { productFamilySchema } from './statistics';

/** Products on order of spec doc 2 §7: `GET products_on_order?page&per_page&families[]&restricts[]`. */
export const productsOnOrderQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  'families[]': queryList(z.enum(PRODUCT_FAMILIES), PRODUCT_FAMILIES.length).describe(
    'Product families (any of); none = all',
  ),
  'restricts[]': queryList(z.enum(PRODUCTS_ON_ORDER_RESTRICTS), PRODUCTS_ON_ORDER_RESTRICTS.length).describe(
    'backorders = lines with a quantity in backorder, mto = made-to-order lines (all given must hold)',
  ),
});

/** One order line not yet delivered nor cancelled (spec doc 1 §3 "Backorder line"), with what the pages need. */
export const backorderLineSchema = z.object({
  order_line_id: z.number().int(),
  product_id: z.number().int().nullable().describe('Variant id (as in carts)'),
  description: z.string().describe("The line's name in the language of the request"),
  sku: z.string().nullable(),
  url_key: z.string().nullable(),
  product_family: productFamilySchema,
  is_mto: z.boolean(),
  has_backorder: z.boolean(),
  order_id: z.number().int(),
  order_ref: z.string().describe('The order number, e.g. S2026-000042'),
  order_date: z.string(),
  customer_ref: z.string().nullable(),
  qty_ordered: z.number().int(),
  qty_delivered: z.number().int(),
  qty_canceled: z.number().int(),
  qty_to_deliver: z.number().int().describe('Ordered, not delivered nor cancelled'),
  qty_in_backorder: z.number().int().describe('To follow beyond stock: what may be cancelled'),
  qty_cancellable: z.number().int().describe('0 for a made-to-order line'),
});
export type BackorderLine = z.infer<typeof backorderLineSchema>;

export const productsOnOrderListSchema = z.object({
  count: z.number().int(),
  items: z.array(backorderLineSchema),
});
export type ProductsOnOrderList = z.infer<typeof productsOnOrderListSchema>;

/** `POST products_on_order/cancel/{id}`: how many units of the backorder to cancel (checked by the domain). */
export const cancelBackorderBodySchema = z.object({ quantity: z.number() }).strict();
export type CancelBackorderBody = z.infer<typeof cancelBackorderBodySchema>;
