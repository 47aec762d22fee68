import type { QuotationState } from '@vetshop/domain';
import type { ListMessages } from '../../ui/list-kit';

/**
 * The queue's state in its URL (ui/list-kit): `?state=waiting_acceptation&page=2`; the requests to complete by
 * default (the contract's default too). The loader reads it with the contract's schema.
 */
export type StaffQueueListState = { state: QuotationState; page: number };
export const STAFF_QUEUE_DEFAULTS: StaffQueueListState = { state: 'customer_request', page: 1 };

/** The queue page's words (ui/list-kit ListPage): its summary is the buyer's list's. */
export const STAFF_QUEUE_MESSAGES: ListMessages = {
  title: 'staffQuotations.title',
  intro: 'staffQuotations.intro',
  empty: 'staffQuotations.empty',
  count: 'quotations.count',
  caption: 'staffQuotations.caption',
};
