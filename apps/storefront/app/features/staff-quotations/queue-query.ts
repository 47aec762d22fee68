import { QUOTATION_STATES, type QuotationState } from '@vetshop/domain';

/** The staff queue's state filter: the requests to complete by default (the contract's default too). */
export const STAFF_QUEUE_DEFAULT: QuotationState = 'customer_request';
export const STAFF_QUEUE_PAGE_SIZE = 20;
const MAX_PAGE = 10_000;

export interface StaffQueueQuery {
  state: QuotationState;
  page: number;
}

/** `?state=waiting_acceptation&page=2`; anything unknown is the first page of the requests to complete. */
export function parseStaffQueueQuery(params: URLSearchParams): StaffQueueQuery {
  const raw = params.get('state') ?? '';
  const state = (QUOTATION_STATES as readonly string[]).includes(raw)
    ? (raw as QuotationState)
    : STAFF_QUEUE_DEFAULT;
  const pageRaw = params.get('page')?.trim() ?? '';
  const page = /^\d{1,6}$/.test(pageRaw) ? Math.min(MAX_PAGE, Math.max(1, Number(pageRaw))) : 1;
  return { state, page };
}

/** The queue's URL query (the default state and page 1 left out): filter and page links agree. */
export function staffQueueSearch(q: StaffQueueQuery): string {
  const params = new URLSearchParams();
  if (q.state !== STAFF_QUEUE_DEFAULT) params.set('state', q.state);
  if (q.page > 1) params.set('page', String(q.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}
