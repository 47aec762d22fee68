import { SMALL_AD_STATES, type SmallAdState } from '@vetshop/domain';

/** The moderation queue's URL state: one state (pending by default, what waits for the staff) and a page. */
export interface StaffSmallAdsQuery {
  state: SmallAdState;
  page: number;
}

export const STAFF_SMALL_ADS_PAGE_SIZE = 20;
const MAX_PAGE = 10_000;

/** Anything unknown reads as the first page of the pending ads. */
export function parseStaffSmallAdsQuery(params: URLSearchParams): StaffSmallAdsQuery {
  const raw = params.get('state') ?? '';
  const state = (SMALL_AD_STATES as readonly string[]).includes(raw) ? (raw as SmallAdState) : 'pending';
  const pageRaw = params.get('page')?.trim() ?? '';
  const page = /^\d{1,6}$/.test(pageRaw) ? Math.min(MAX_PAGE, Math.max(1, Number(pageRaw))) : 1;
  return { state, page };
}

/** The queue's query string (pending and page 1 left out). */
export function staffSmallAdsSearch(q: StaffSmallAdsQuery): string {
  const params = new URLSearchParams();
  if (q.state !== 'pending') params.set('state', q.state);
  if (q.page > 1) params.set('page', String(q.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The states in the order staff look at them: what waits first. */
export const QUEUE_STATES = [
  'pending',
  'published',
  'cancel',
  'draft',
] as const satisfies readonly SmallAdState[];
