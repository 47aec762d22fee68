import type { EndpointSpec } from './endpoint';
import {
  fiveYearsSchema,
  keyFiguresSchema,
  monthlyOrderedSchema,
  productMonthlyOrderedSchema,
  productStatisticsParamsSchema,
  statisticsYearParamsSchema,
  topOrderedQuerySchema,
  topOrderedSchema,
} from './statistics';

/** The buyer's sale statistics (ERP; the dashboard and the product page's stats tab). Buyers only. */
export const statisticsApi = {
  'statistics.topOrdered': {
    method: 'GET',
    base: 'erp',
    path: '/sale_statistics/top_ordered',
    query: topOrderedQuerySchema,
    response: topOrderedSchema,
    summary: "The customer's most ordered products (units ordered, newest order as tie-break)",
    errors: [401, 403],
  },
  'statistics.keyFigures': {
    method: 'GET',
    base: 'erp',
    path: '/sale_statistics/key_figures',
    response: keyFiguresSchema,
    summary:
      "The dashboard's key figures: orders and expenses excl. VAT this year vs last year, open backorders",
    errors: [401, 403],
  },
  'statistics.monthlyOrdered': {
    method: 'GET',
    base: 'erp',
    path: '/sale_statistics/monthly_ordered/:year',
    params: statisticsYearParamsSchema,
    response: monthlyOrderedSchema,
    summary: 'Expenses excl. VAT of a calendar year by month, with the monthly average and the family split',
    errors: [401, 403],
  },
  'statistics.fiveYears': {
    method: 'GET',
    base: 'erp',
    path: '/sale_statistics/five_years',
    response: fiveYearsSchema,
    summary: 'Expenses excl. VAT of this year and the four before, split by family',
    errors: [401, 403],
  },
  /** The product page's stats tab: the buyer's own orders of one variant, by month, over the last 12 months. */
  'statistics.productMonthlyOrdered': {
    method: 'GET',
    base: 'erp',
    path: '/sale_statistics/monthly_ordered/product/:product_id',
    params: productStatisticsParamsSchema,
    response: productMonthlyOrderedSchema,
    summary: "The customer's own units of one product (variant) by month, this month and the 11 before",
    errors: [401, 403],
  },
} as const satisfies Record<string, EndpointSpec>;
