import { QUOTATION_STATES, type QuotationState } from '@vetshop/domain';
import type { MessageKey } from '../../i18n';

/** The list's state filter: every quotation, or one state (spec doc 1 §4 "Quotation"). */
export const QUOTATION_FILTERS = ['all', ...QUOTATION_STATES] as const;
export type QuotationFilter = (typeof QUOTATION_FILTERS)[number];

/** Quotations a page of the list (spec doc 2 §9: the sales list's default page size, the same reading). */
export const QUOTATIONS_PAGE_SIZE = 10;
const MAX_PAGE = 10_000;

export interface QuotationsQuery {
  state: QuotationFilter;
  page: number;
}

/**
 * The list's state from its URL (`?state=draft&page=2`): anything unknown is the first page of every quotation,
 * never an error for a hand-edited address.
 */
export function parseQuotationsQuery(params: URLSearchParams): QuotationsQuery {
  const raw = params.get('state') ?? '';
  const state = (QUOTATION_FILTERS as readonly string[]).includes(raw) ? (raw as QuotationFilter) : 'all';
  const pageRaw = params.get('page')?.trim() ?? '';
  const page = /^\d{1,6}$/.test(pageRaw) ? Math.min(MAX_PAGE, Math.max(1, Number(pageRaw))) : 1;
  return { state, page };
}

/** The list's query for a state ("all" and page 1 left out): filter links and page links agree, the filter is kept. */
export function quotationsSearch(q: QuotationsQuery): string {
  const params = new URLSearchParams();
  if (q.state !== 'all') params.set('state', q.state);
  if (q.page > 1) params.set('page', String(q.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The back office's filter for a state of the list (none for "all"). */
export function stateParam(filter: QuotationFilter): QuotationState | undefined {
  return filter === 'all' ? undefined : filter;
}

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
