import {
  SALE_CHANNELS,
  SALE_LINE_KINDS,
  SALE_STATES,
  SALES_DEFAULT_PAGE,
  SALES_PAGE_SIZE,
} from '@vetshop/domain';
import { z } from 'zod';
import { moneySchema } from './common';

export const saleStateSchema = z.enum(SALE_STATES);
export const saleChannelSchema = z.enum(SALE_CHANNELS);

export const salesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(SALES_DEFAULT_PAGE),
  page_size: z.coerce.number().int().min(1).max(100).default(SALES_PAGE_SIZE),
});

/** `GET orders` (spec doc 2 §7): the sales list filtered by sale channel; `state` narrows it further. */
export const ordersQuerySchema = salesQuerySchema.extend({
  sale_channel: saleChannelSchema.optional(),
  state: saleStateSchema.optional(),
});

export const saleListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  date_order: z.string(),
  state: saleStateSchema,
  state_label: z.string(),
  delivered: z.boolean(),
  customer_ref: z.string().nullable(),
  suite_name: z.string().nullable(),
  sale_channel: saleChannelSchema,
  amount_untaxed: moneySchema,
  amount_total: moneySchema,
});
export const salesListSchema = z.object({ count: z.number().int(), items: z.array(saleListItemSchema) });
export type SalesList = z.infer<typeof salesListSchema>;

export const saleAddressSchema = z.object({
  name: z.string(),
  street: z.string().nullable(),
  street2: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  country_code: z.string().nullable(),
  is_dropoff_site: z.boolean(),
});

export const saleLineSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SALE_LINE_KINDS),
  product_id: z.number().int().nullable(),
  name: z.string(),
  sku: z.string().nullable(),
  url_key: z.string().nullable(),
  options: z.record(z.string(), z.unknown()).nullable(),
  qty: z.number().int(),
  qty_delivered: z.number().int(),
  /** To follow (backorder). */
  qty_unavailable: z.number().int(),
  qty_canceled: z.number().int(),
  unit_price: moneySchema,
  discount: z.number(),
  net_price: moneySchema,
  amount: z.object({ untaxed: moneySchema, tax: moneySchema, total: moneySchema }),
  tax_rate: z.number(),
});
export type SaleLine = z.infer<typeof saleLineSchema>;

export const saleDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  uuid: z.uuid(),
  state: saleStateSchema,
  state_label: z.string(),
  quotation_state: z.literal('draft'),
  delivered: z.boolean(),
  date_order: z.string(),
  date_commitment: z.string().nullable(),
  client_order_ref: z.string().nullable(),
  customer_ref: z.string().nullable(),
  suite_name: z.string().nullable(),
  note: z.string().nullable(),
  channel: saleChannelSchema,
  typology: z.literal('sale'),
  lines: z.array(saleLineSchema),
  amount: z.object({
    untaxed: moneySchema,
    tax: moneySchema,
    total: moneySchema,
    discount_total: moneySchema,
    total_without_discount: moneySchema,
    goods: moneySchema,
    delivery: moneySchema,
    fee: moneySchema,
  }),
  amount_without_delivery: moneySchema,
  delivery: z.object({
    address: saleAddressSchema.nullable(),
    method: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    fees: moneySchema,
  }),
  invoicing: z.object({ address: saleAddressSchema.nullable() }),
  payment: z.object({ mode: z.object({ id: z.number().int(), name: z.string() }).nullable() }),
  year_end_rebate: z.null(),
});
export type SaleDetail = z.infer<typeof saleDetailSchema>;
