import { QUOTATION_STATES } from '@vetshop/domain';
import { labelKeys } from '../../ui/list-kit';

/** The list's state filter: every quotation, or one state (spec doc 1 §4 "Quotation"). */
export const QUOTATION_FILTERS = ['all', ...QUOTATION_STATES] as const;
export type QuotationFilter = (typeof QUOTATION_FILTERS)[number];

/** The list's state in its URL (ui/list-kit): `?state=draft&page=2`; the loader reads it with the contract's schema. */
export type QuotationsListState = { state: QuotationFilter; page: number };
export const QUOTATIONS_LIST_DEFAULTS: QuotationsListState = { state: 'all', page: 1 };

/** A filter link's label (what the list shows). */
export const FILTER_LABELS = labelKeys(QUOTATION_FILTERS, (filter) => `quotations.filter.${filter}`);

/** One quotation's state, as its badge says it. */
export const STATE_LABELS = labelKeys(QUOTATION_STATES, (state) => `quotations.state.${state}`);
