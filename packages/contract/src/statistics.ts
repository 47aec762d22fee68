import { PRODUCT_FAMILIES, STATISTICS_YEARS, TOP_ORDERED_FILTERS } from '@vetshop/domain';
import { z } from 'zod';
import { moneySchema } from './common';
import { queryBoolean, queryList } from './search';

export const productFamilySchema = z.enum(PRODUCT_FAMILIES);
export const topOrderedFilterSchema = z.enum(TOP_ORDERED_FILTERS);

export const topOrderedQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  filter: topOrderedFilterSchema
    .default('all')
    .describe('all, one family (meds, food, equipment) or products on promotion today (promotions)'),
  supplier_discount_only: queryBoolean().describe('Only products with a supplier discount valid today'),
  product_families: queryList(productFamilySchema, PRODUCT_FAMILIES.length).describe(
    'Families (any of), `product_families=meds,food` or repeated; with `filter` both apply',
  ),
});

/** The customer's most ordered products (spec doc 2 §7 sale_statistics/top_ordered). */
export const topOrderedSchema = z.object({
  count: z.number().int(),
  items: z.array(
    z.object({
      product_id: z.number().int().describe('Variant id (as in carts)'),
      ordered_count: z.number().int().describe('Units ordered in total'),
      orders: z.number().int().describe('Number of orders containing it'),
      date_last_ordered: z.string(),
      product_family: productFamilySchema,
      has_promotion: z.boolean().describe('A supplier discount, free goods or special offer valid today'),
    }),
  ),
});
export type TopOrdered = z.infer<typeof topOrderedSchema>;

/**
 * Expenses are the goods excl. VAT of the customer's orders (product lines after discounts, cancelled orders
 * and cancelled quantities excluded; delivery and the low-order fee are not purchases), by order date in
 * Brussels.
 */
const familySplitSchema = z.object({
  food: moneySchema,
  meds: moneySchema,
  equipment: moneySchema,
  other: moneySchema.describe('Products of none of the three families'),
});

/** Open quotations of the customer by state (issue 10: drafts, requests being priced, quotes to accept). */
export const openQuotationsSchema = z.object({
  total: z.number().int().describe('draft + customer_request + waiting_acceptation'),
  draft: z.number().int(),
  customer_request: z.number().int().describe('Requested, being priced by the sales team'),
  waiting_acceptation: z.number().int().describe("Priced and sent, awaiting the buyer's acceptance"),
});
export type OpenQuotations = z.infer<typeof openQuotationsSchema>;

/** GET sale_statistics/key_figures: the dashboard's figures. */
export const keyFiguresSchema = z.object({
  year: z.number().int(),
  today: z.string().describe('The day the figures are computed on (YYYY-MM-DD, Brussels)'),
  orders_this_year: z.number().int(),
  amount_this_year: moneySchema.describe('Expenses excl. VAT from 1 January to today'),
  amount_last_year_to_date: moneySchema.describe(
    'Expenses excl. VAT last year, from 1 January to the same day',
  ),
  open_backorders: z.number().int().describe('Order lines with a quantity still to follow'),
  open_quotations: openQuotationsSchema.describe(
    "The customer's quotations still open (accepted and cancelled ones are done)",
  ),
});
export type KeyFigures = z.infer<typeof keyFiguresSchema>;

export const statisticsYearParamsSchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100).describe('Calendar year'),
});

/** GET sale_statistics/monthly_ordered/:year — {x} is the calendar year. */
export const monthlyOrderedSchema = z.object({
  year: z.number().int(),
  months: z
    .array(
      z.object({ month: z.number().int().min(1).max(12), amount: moneySchema, orders: z.number().int() }),
    )
    .length(12),
  total: moneySchema,
  average: moneySchema.describe('Monthly average: the total over the months elapsed (12 for a past year)'),
  months_counted: z.number().int().describe('Months the average is taken over (0 for a future year)'),
  families: familySplitSchema.describe("The year's expenses split by family"),
});
export type MonthlyOrdered = z.infer<typeof monthlyOrderedSchema>;

/** GET sale_statistics/five_years: the current year and the four before, oldest first. */
export const fiveYearsSchema = z.object({
  years: z
    .array(
      familySplitSchema.extend({
        year: z.number().int(),
        amount: moneySchema,
        orders: z.number().int(),
      }),
    )
    .length(STATISTICS_YEARS),
});
export type FiveYears = z.infer<typeof fiveYearsSchema>;

export const productStatisticsParamsSchema = z.object({
  product_id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2_147_483_647)
    .describe('Variant id (as in carts and top_ordered)'),
});

/**
 * GET sale_statistics/monthly_ordered/product/:product_id: the signed-in customer's own orders of one variant over
 * the last 12 months (this month and the 11 before, Brussels), oldest first.
 */
export const productMonthlyOrderedSchema = z.object({
  product_id: z.number().int(),
  months: z
    .array(
      z.object({
        year: z.number().int(),
        month: z.number().int().min(1).max(12),
        quantity: z.number().int().describe('Units ordered that month (cancelled orders excluded)'),
        orders: z.number().int().describe('Orders holding the variant that month'),
      }),
    )
    .length(12),
  total_quantity: z.number().int().describe('Units ordered over the 12 months'),
  date_last_ordered: z
    .string()
    .nullable()
    .describe('The last order holding it, at any date (ISO date-time); null if never ordered'),
});
export type ProductMonthlyOrdered = z.infer<typeof productMonthlyOrderedSchema>;
