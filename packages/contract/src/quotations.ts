import { isIsoDate, QUOTATION_STATES } from '@vetshop/domain';
import { z } from 'zod';
import { MAX_ID, moneySchema } from './common';

/**
 * Quotations of spec doc 2 §7 (doc 1 §3 "Quotation", §4): the buyer drafts and requests, the provider's sales team
 * prices the lines (staff API below) and sends, the buyer accepts (→ an order, at the quoted prices) or cancels.
 */
export const quotationStateSchema = z.enum(QUOTATION_STATES);

const id = z.number().int().min(1).max(MAX_ID);
/** Quantities a buyer may type on a line (the cart's bounds). */
const quantity = z.number().int().min(1).max(100_000);
const ref = z.string().trim().max(60);
const note = z.string().max(2_000);

/** `GET quotations?page_size&page&quotation_state`. */
export const quotationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(999).default(10),
  quotation_state: quotationStateSchema.optional(),
});

export const quotationLineSchema = z.object({
  line_id: z.number().int(),
  /** The variant, as in carts. */
  product_id: z.number().int(),
  sequence: z.number().int(),
  quantity: z.number().int(),
  name: z.string().describe("The product's name in the language of the request"),
  sku: z.string().nullable(),
  url_key: z.string().nullable(),
  /** quotation = the product can only be ordered through a quotation (order_mode). */
  order_mode: z.enum(['direct', 'quotation']),
  /** The buyer's own price until the staff quote it; the quoted price after. */
  unit_price: moneySchema,
  discount: z.number().describe('Discount in percent, e.g. 12.5'),
  price_subtotal: moneySchema.describe('Excl. VAT, after the discount'),
  /** True once the provider's staff set this line's price. */
  quoted: z.boolean(),
});
export type QuotationLine = z.infer<typeof quotationLineSchema>;

/** Spec doc 1 §3: computed by the same domain totals as the cart. */
export const quotationSummarySchema = z.object({
  subtotal_without_discount: moneySchema,
  discount_total: moneySchema,
  subtotal: moneySchema.describe('Excl. VAT'),
  shipping: moneySchema,
  tax: moneySchema,
  total: moneySchema,
});

/** Which actions the state machine allows now (the buttons the pages show). */
export const quotationActionsSchema = z.object({
  edit: z.boolean(),
  request_quotation: z.boolean(),
  accept: z.boolean(),
  cancel: z.boolean(),
  reset_to_draft: z.boolean(),
  delete: z.boolean(),
});

export const quotationSchema = z.object({
  id: z.number().int(),
  /** The quotation's number, e.g. Q2026-000012. */
  name: z.string(),
  quotation_state: quotationStateSchema,
  client_order_ref: z.string().nullable(),
  note: z.string().nullable(),
  date_created: z.string(),
  date_requested: z.string().nullable(),
  /** Set by the staff when sending: the quoted prices hold until this day (inclusive), Brussels date. */
  validity_date: z.string().nullable(),
  lines: z.array(quotationLineSchema),
  summary: quotationSummarySchema,
  /** The order an accepted quotation became (its id in /account/sales). */
  sale_id: z.number().int().nullable(),
  actions: quotationActionsSchema,
});
export type Quotation = z.infer<typeof quotationSchema>;

export const quotationListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  quotation_state: quotationStateSchema,
  client_order_ref: z.string().nullable(),
  date_created: z.string(),
  validity_date: z.string().nullable(),
  line_count: z.number().int(),
  amount_total: moneySchema,
  sale_id: z.number().int().nullable(),
});

export const quotationListSchema = z.object({
  count: z.number().int(),
  items: z.array(quotationListItemSchema),
  /** For the account banner: drafts and quotations awaiting the buyer's acceptance (whatever the filter). */
  counts: z.object({ draft: z.number().int(), waiting_acceptation: z.number().int() }),
});
export type QuotationList = z.infer<typeof quotationListSchema>;

const lineInput = z.object({ product_id: id, quantity: quantity.default(1) }).strict();

/**
 * `POST quotations/create`. `from_cart`: the lines of the buyer's current cart (as the back office holds it)
 * instead of `lines`; the cart itself is left as it is (the storefront empties it if the buyer asks).
 */
export const quotationCreateBodySchema = z
  .object({
    client_order_ref: ref.optional(),
    note: note.optional(),
    lines: z.array(lineInput).max(1_000).optional(),
    from_cart: z.boolean().optional(),
  })
  .strict();

/** `POST quotations/{id}` and `POST quotations/{id}/update`: the reference, the note, and/or every line. */
export const quotationUpdateBodySchema = z
  .object({
    client_order_ref: ref.nullable().optional(),
    note: note.nullable().optional(),
    lines: z
      .array(
        z
          .object({
            line_id: id.optional(),
            product_id: id,
            quantity,
            sequence: z.number().int().min(0).max(100_000).optional(),
          })
          .strict(),
      )
      .max(1_000)
      .optional(),
  })
  .strict();

export const quotationAddLineBodySchema = lineInput;
export const quotationUpdateLineBodySchema = z
  .object({
    line_id: id,
    product_id: id,
    quantity,
    sequence: z.number().int().min(0).max(100_000).optional(),
  })
  .strict();
export const quotationDeleteLineBodySchema = z.object({ line_id: id }).strict();

// ---- staff API (/staff/quotations…): the sales team's queue

export const staffQuotationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  /** customer_request by default: the requests to complete. */
  quotation_state: quotationStateSchema.default('customer_request'),
});

export const staffActionEntrySchema = z.object({
  action: z.string(),
  by: z.string().describe("The staff member's login"),
  at: z.string(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});

export const staffQuotationSchema = quotationSchema.extend({
  customer: z.object({ id: z.number().int(), ref: z.string(), name: z.string() }),
  requested_by: z.string().nullable().describe("The buyer's login"),
  history: z.array(staffActionEntrySchema),
});
export type StaffQuotation = z.infer<typeof staffQuotationSchema>;

export const staffQuotationListSchema = z.object({
  count: z.number().int(),
  items: z.array(
    quotationListItemSchema.extend({
      customer: z.object({ id: z.number().int(), ref: z.string(), name: z.string() }),
      date_requested: z.string().nullable(),
    }),
  ),
});

/** The staff's prices: per line a unit price (excl. VAT) and a discount in percent; an optional validity date. */
export const staffQuotationPriceBodySchema = z
  .object({
    lines: z
      .array(
        z
          .object({
            line_id: id,
            unit_price: z.number().min(0).max(1_000_000),
            discount: z.number().min(0).max(100),
          })
          .strict(),
      )
      .max(1_000),
    validity_date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .refine(isIsoDate, 'Not a calendar day')
      .nullable()
      .optional(),
  })
  .strict();
