import type { SmallAdState } from '@vetshop/domain';

/**
 * The moderation queue's state in its URL (ui/list-kit): one state (pending by default, what waits for the staff)
 * and a page. The loader reads it with the contract's schema.
 */
export type StaffSmallAdsListState = { state: SmallAdState; page: number };
export const STAFF_SMALL_ADS_DEFAULTS: StaffSmallAdsListState = { state: 'pending', page: 1 };

/** The states in the order staff look at them: what waits first. */
export const QUEUE_STATES = [
  'pending',
  'published',
  'cancel',
  'draft',
] as const satisfies readonly SmallAdState[];
