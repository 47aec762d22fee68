import { COUPON_CODE_MAX, COUPON_KINDS } from '@vetshop/domain';
import { z } from 'zod';
import { moneySchema } from './common';

/** Promotion codes (issue 22 §4, decision 040). */

/** `POST carts/current/coupon`: the code as typed (case and surrounding spaces ignored; empty = nothing happens). */
export const couponBodySchema = z
  .object({
    code: z
      .string()
      .max(COUPON_CODE_MAX + 32)
      .nullable()
      .optional(),
  })
  .strict();

/** The cart's code, as a line of the cart: what it gives now, or why it gives nothing now. */
export const cartCouponSchema = z.object({
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** What the code gives, in the buyer's language ("10 % off the goods", "1 × Collar (free)"). */
  label: z.string(),
  /** The discount excl. VAT it takes off now (0 for a free product or when it does not apply). */
  discount: moneySchema,
  /** The VAT that discount takes off. */
  discount_tax: moneySchema,
  /** False when it no longer applies to this cart (the reason is `problem`): the order would be refused with it. */
  applies: z.boolean(),
  problem: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type CartCoupon = z.infer<typeof cartCouponSchema>;

/** A code in the staff workspace. */
export const staffCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  percent: z.number().nullable().describe('percent codes: the discount, percent'),
  amount: moneySchema.nullable().describe('amount codes: the discount excl. VAT'),
  free_product: z
    .object({ id: z.number().int(), name: z.string(), sku: z.string(), qty: z.number().int() })
    .nullable(),
  min_order: moneySchema,
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  per_customer_limit: z.number().int().nullable(),
  total_limit: z.number().int().nullable(),
  used_count: z.number().int(),
  ended_at: z.string().nullable(),
  /** active | scheduled | expired | ended | used_up, today. */
  status: z.enum(['active', 'scheduled', 'expired', 'ended', 'used_up']),
  created_at: z.string(),
});
export type StaffCoupon = z.infer<typeof staffCouponSchema>;
export const staffCouponListSchema = z.object({ rows: z.array(staffCouponSchema) });

const isoDate = z.iso.date();
export const staffCouponCreateSchema = z
  .object({
    code: z.string().trim().min(1).max(COUPON_CODE_MAX),
    kind: z.enum(COUPON_KINDS),
    percent: z.number().gt(0).max(100).nullable().optional(),
    amount: z.number().gt(0).max(100_000).nullable().optional(),
    free_product_sku: z.string().trim().max(64).nullable().optional(),
    free_qty: z.number().int().min(1).max(100).optional(),
    min_order: z.number().min(0).max(1_000_000).optional(),
    starts_on: isoDate.nullable().optional(),
    ends_on: isoDate.nullable().optional(),
    per_customer_limit: z.number().int().min(1).max(1000).nullable().optional(),
    total_limit: z.number().int().min(1).max(1_000_000).nullable().optional(),
  })
  .strict();
export type StaffCouponCreate = z.infer<typeof staffCouponCreateSchema>;
