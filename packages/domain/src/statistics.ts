/** Filters of the most ordered products (spec doc 1 §3 Statistics): a family, or what is on promotion today. */
export const TOP_ORDERED_FILTERS = ['all', 'meds', 'food', 'equipment', 'promotions'] as const;
export type TopOrderedFilter = (typeof TOP_ORDERED_FILTERS)[number];

/** The expense chart's categories (spec doc 1 §3 Statistics), in the chart's order. */
export const EXPENSE_FAMILIES = ['food', 'meds', 'equipment'] as const;
export type ExpenseFamily = (typeof EXPENSE_FAMILIES)[number];

/** How many years the five-year figures cover, the current one included. */
export const STATISTICS_YEARS = 5;
