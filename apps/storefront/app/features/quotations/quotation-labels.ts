import { QUOTATION_STATES, type QuotationState } from '@vetshop/domain';
import type { MessageKey } from '../../i18n';

/** The list's state filter: every quotation, or one state (spec doc 1 §4 "Quotation"). */
export const QUOTATION_FILTERS = ['all', ...QUOTATION_STATES] as const;
export type QuotationFilter = (typeof QUOTATION_FILTERS)[number];

/** The list's state in its URL (ui/list-kit): `?state=draft&page=2`; the loader reads it with the contract's schema. */
export type QuotationsListState = { state: QuotationFilter; page: number };
export const QUOTATIONS_LIST_DEFAULTS: QuotationsListState = { state: 'all', page: 1 };

/** A filter link's label (what the list shows). */
export const FILTER_LABELS = {
  all: 'quotations.filter.all',
  draft: 'quotations.filter.draft',
  customer_request: 'quotations.filter.customer_request',
  waiting_acceptation: 'quotations.filter.waiting_acceptation',
  accepted: 'quotations.filter.accepted',
  cancel: 'quotations.filter.cancel',
} as const satisfies Record<QuotationFilter, MessageKey>;

/** One quotation's state, as its badge says it. */
export const STATE_LABELS = {
  draft: 'quotations.state.draft',
  customer_request: 'quotations.state.customer_request',
  waiting_acceptation: 'quotations.state.waiting_acceptation',
  accepted: 'quotations.state.accepted',
  cancel: 'quotations.state.cancel',
} as const satisfies Record<QuotationState, MessageKey>;
