import type { SmallAdState } from '@vetshop/domain';
import type { ListMessages } from '../../ui/list-kit';

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

/** The queue page's words (ui/list-kit ListPage). */
export const STAFF_SMALL_ADS_MESSAGES: ListMessages = {
  title: 'staffSmallAds.title',
  intro: 'staffSmallAds.intro',
  empty: 'staffSmallAds.empty',
  count: 'staffSmallAds.count',
  caption: 'staffSmallAds.caption',
};
