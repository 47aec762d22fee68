import { LOYALTY_PROGRAM_TYPES } from '@vetshop/domain';
import { z } from 'zod';
import { moneySchema } from './common';

/** Spec doc 1 §3 "Year-end rebate": amounts in EUR, from the domain's yearEndRebate. */
export const yearEndRebateSchema = z.object({
  pending_order_amount: moneySchema.describe(
    "The order being prepared (the cart's goods excl. VAT); 0 outside a cart",
  ),
  total_acquired: moneySchema.describe('Purchases excl. VAT of the time frame so far'),
  min: moneySchema.nullable().describe('Purchases from which a rebate is earned (lowest tier)'),
  max: moneySchema.nullable().describe('Purchases from which the highest rate applies (highest tier)'),
  accrued: moneySchema.describe('Rebate earned so far'),
  potential: moneySchema.describe('Rebate once the pending order is placed too'),
  rate_bp: z.number().int().describe('Rate reached, in basis points'),
  next_tier: z
    .object({ from: moneySchema, rate_bp: z.number().int(), missing: moneySchema })
    .nullable()
    .describe('The next tier and the purchases still missing to reach it; null at the top'),
  tiers: z.array(z.object({ from: moneySchema, rate_bp: z.number().int() })),
});
export type YearEndRebateBody = z.infer<typeof yearEndRebateSchema>;

export const loyaltyRuleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  program_id: z.number().int(),
  sequence: z.number().int(),
  color: z.string(),
});

export const loyaltyProgramSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  program_type: z.enum(LOYALTY_PROGRAM_TYPES),
  date_from: z.string().nullable(),
  date_to: z.string().nullable(),
  time_frame: z.object({ gte: z.string(), lte: z.string() }),
  rules: z.array(loyaltyRuleSchema).describe('By sequence'),
});

/** A customer's card in a programme (spec doc 1 §3 "customer points"), with the programme it belongs to. */
const cardFields = {
  id: z.number().int(),
  points: z.number().int(),
  accrued_points: z.number().int(),
  max_points: z.number().int().describe('The most points the card can hold (0: the programme counts none)'),
  max_accrued_points: z.number().int(),
  date_from: z.string().nullable().describe("The card's own first day (null: the programme's)"),
  date_to: z.string().nullable().describe("The card's own last day (null: the programme's)"),
  program: loyaltyProgramSchema,
};

/** GET loyalty/card/rfa/current: the customer's year-end rebate card valid today (204 when none). */
export const loyaltyCardSchema = z.object({
  ...cardFields,
  year_end_rebate: yearEndRebateSchema,
  computed_at: z.string().describe('When these figures were computed (ISO date-time)'),
});
export type LoyaltyCard = z.infer<typeof loyaltyCardSchema>;

/**
 * GET loyalty/cards/current: every card of the customer valid today (its programme's dates and its own), in any
 * programme — year-end rebates first, then points programmes — each with its programme and rules by sequence.
 */
export const loyaltyCardsSchema = z.object({
  items: z.array(
    z.object({
      ...cardFields,
      year_end_rebate: yearEndRebateSchema
        .nullable()
        .describe("A year-end rebate programme's (rfa) rebate computed now; null for a points programme"),
    }),
  ),
  computed_at: z.string().describe('When these figures were computed (ISO date-time)'),
});
export type LoyaltyCards = z.infer<typeof loyaltyCardsSchema>;
export type LoyaltyCardItem = LoyaltyCards['items'][number];
