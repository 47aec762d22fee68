import {
  CART_STATES,
  MAX_LINE_QTY,
  ORDER_NOTE_MAX,
  ORDER_REFERENCE_MAX,
  SUITE_NAME_MAX,
} from '@vetshop/domain';
import { z } from 'zod';
import { moneySchema } from './common';
import { cartCouponSchema } from './coupons';
import { addressSchema } from './customer';
import { pickupPointSchema } from './delivery';
import { yearEndRebateSchema } from './loyalty';

/** Line options: any JSON object (compared deeply); null or {} = no options. */
export const lineOptionsSchema = z.record(z.string(), z.unknown()).nullable();

/** Upper bound of one sync batch: a 1,000-line CSV import plus corrections fits. */
export const MAX_TRANSACTIONS_PER_SYNC = 2000;
// One definition in the domain, which the browser reads without zod; the back office imports it from here.
export { MAX_LINE_QTY } from '@vetshop/domain';

export const cartTransactionSchema = z.object({
  /** Client-generated id: the back office applies a transaction uuid at most once. */
  uuid: z.uuid(),
  product_id: z.number().int().positive(),
  /** Signed change of quantity (a delta, never an absolute quantity). */
  qty: z.number().int().min(-MAX_LINE_QTY).max(MAX_LINE_QTY),
  options: lineOptionsSchema.optional(),
});
export type CartTransactionWire = z.infer<typeof cartTransactionSchema>;

/**
 * What a well-formed batch looks like: what our engine sends. A type only: the back office validates a batch with
 * `cartSyncRequestSchema` (the `carts.sync` entry's one body schema), which any CartSyncBody satisfies.
 */
export interface CartSyncBody {
  /** The cart the client believes is current; null (or absent) when it has none. */
  uuid?: string | null;
  transactions: CartTransactionWire[];
}

/**
 * What the back office's sync route validates at batch level (issue 8 §1): clients in the field resend a
 * refused batch for ever, so only a body that is not an object, `transactions` that is not an array, or a
 * batch above the size limit is a 400. Each transaction is then read on its own (domain readSyncTransaction):
 * one that cannot be read is refused in `sync.rejected`, the others apply. A `uuid` that is not a UUID string
 * counts as none.
 */
export const cartSyncRequestSchema = z.object({
  uuid: z
    .unknown()
    .optional()
    .describe('The current cart uuid as the client knows it; null or absent = none'),
  transactions: z
    .array(z.unknown().describe('{ uuid?, product_id (or productId), qty, options? }'))
    .max(MAX_TRANSACTIONS_PER_SYNC),
});
export type CartSyncRequest = z.infer<typeof cartSyncRequestSchema>;

export const amountSchema = z.object({
  total: moneySchema,
  untaxed: moneySchema,
  tax: moneySchema,
  discount_total: moneySchema,
  total_without_discount: moneySchema,
});
export type Amount = z.infer<typeof amountSchema>;

export const cartLineSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  url_key: z.string().nullable(),
  qty: z.number().int(),
  options: lineOptionsSchema,
  /** Gross unit price excl. VAT. */
  unit_price: moneySchema,
  /** Net unit price excl. VAT (after quantity and supplier discounts). */
  net_price: moneySchema,
  /** Overall discount, percent. */
  discount: z.number(),
  amount: amountSchema,
  /** Units beyond the stock available now (they will go to backorder). */
  qty_unavailable: z.number().int(),
  /** Change of qty_unavailable since the buyer last acknowledged it (refresh_qty_unavailable). */
  qty_unavailable_diff: z.number().int(),
  /** Free units from a supplier promotion (e.g. 10 + 1). */
  free_qty: z.number().int(),
  promotion: z
    .object({ ratio_main_product: z.number().int(), ratio_promotional_product: z.number().int() })
    .nullable(),
  /** Always false here: delivery and fees are in `delivery.fees`; kept for the upstream cart library. */
  is_delivery: z.boolean(),
  tax_rate: z.number().describe('VAT rate, percent'),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const carrierSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** What this carrier costs for this cart now (0 when the cart qualifies for free delivery). */
  price_applied_to_cart: moneySchema,
  with_dropoff_site: z.boolean(),
});
export type Carrier = z.infer<typeof carrierSchema>;

export const syncReportSchema = z.object({
  applied: z.array(z.uuid()),
  /** Already applied earlier (a retry, a replay, another tab): not applied again. */
  duplicates: z.array(z.uuid()),
  /**
   * Not applied, with the reason in the caller's language (unknown or unavailable product, nothing to reduce,
   * a transaction that cannot be read…). `index` = position in the request's `transactions` (for a replayed
   * refusal, the position of the replay); `uuid` and `product_id` are null when the transaction had none
   * readable.
   */
  rejected: z.array(
    z.object({
      index: z.number().int(),
      uuid: z.uuid().nullable(),
      product_id: z.number().int().nullable(),
      code: z.string(),
      message: z.string(),
    }),
  ),
  /**
   * Positions in the request's `transactions` of those applied without a uuid: applied once for this request,
   * but a resent copy would be applied again (the back office cannot tell a retry from a new change).
   */
  not_deduplicated: z.array(z.number().int()),
  /**
   * Set when the request named a cart that is no longer the current one (confirmed, or unknown): the
   * transactions were applied to the current cart instead, whose uuid is in `uuid`.
   */
  previous_uuid: z.uuid().nullable(),
  previous_order_name: z.string().nullable(),
});
export type SyncReport = z.infer<typeof syncReportSchema>;

export const cartSchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: z.string(),
  date: z.string().describe('ISO date-time of the last change'),
  state: z.enum(CART_STATES),
  version: z.number().int(),
  lines: z.array(cartLineSchema),
  /** Number of articles (sum of quantities) and of lines. */
  count_articles: z.number().int(),
  count_lines: z.number().int(),
  amount: amountSchema,
  /** Goods subtotal excl. VAT (product lines only). */
  amount_goods: moneySchema,
  delivery: z.object({
    address: addressSchema.nullable(),
    selected_carrier: carrierSchema.nullable(),
    /**
     * The selected carrier's pickup point the order goes to instead of `address` (the order's delivery address);
     * null without one (decision 039).
     */
    pickup: pickupPointSchema.nullable(),
    fees: z.object({ delivery: moneySchema, low_order_fee: moneySchema }),
    low_order_fee: z.object({
      applies: z.boolean(),
      amount: moneySchema,
      threshold: moneySchema,
      /** How much more to order (excl. VAT) to avoid the fee; 0 when it does not apply. */
      missing: moneySchema,
    }),
  }),
  invoicing: z.object({ address: addressSchema.nullable() }),
  payment_mode: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  note: z.string().nullable(),
  client_order_ref: z.string().nullable(),
  suite_name: z.string().nullable(),
  /** Addresses valid for checkout (spec §5). */
  addresses_valid: z.boolean(),
  can_order: z.boolean(),
  /** The promotion code applied to the cart (decision 040); its discount is in `amount`. */
  coupon: cartCouponSchema.nullable(),
  year_end_rebate: yearEndRebateSchema
    .nullable()
    .describe(
      "The customer's year-end rebate with this cart as the pending order; null without a valid card",
    ),
  sync: syncReportSchema.optional(),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartUpdateBodySchema = z
  .object({
    client_order_ref: z.string().trim().max(ORDER_REFERENCE_MAX).nullable().optional(),
    note: z.string().max(ORDER_NOTE_MAX).nullable().optional(),
    suite_name: z.string().trim().max(SUITE_NAME_MAX).nullable().optional(),
    delivery: z.object({ address_id: z.number().int().positive() }).optional(),
    invoicing: z.object({ address_id: z.number().int().positive() }).optional(),
    payment_mode_id: z.number().int().positive().optional(),
  })
  .strict();
export type CartUpdateBody = z.infer<typeof cartUpdateBodySchema>;

export const setCarrierBodySchema = z.object({ carrier_id: z.number().int().positive() }).strict();
export const carriersResponseSchema = z.object({ count: z.number().int(), rows: z.array(carrierSchema) });
export const nextSuiteNameSchema = z.object({
  /** The suggested next suite name, or null when there is no previous one to continue. */
  suite_name: z.string().nullable(),
  last_suite_name: z.string().nullable(),
});
export const refreshQtyBodySchema = z.object({ uuid: z.uuid() }).strict();
export const confirmBodySchema = z
  .object({
    uuid: z.uuid(),
    note: z.string().max(ORDER_NOTE_MAX).nullable().optional(),
    customer_ref: z.string().trim().max(ORDER_REFERENCE_MAX).nullable().optional(),
    suite_name: z.string().trim().max(SUITE_NAME_MAX).nullable().optional(),
  })
  .strict();
export type ConfirmBody = z.infer<typeof confirmBodySchema>;
