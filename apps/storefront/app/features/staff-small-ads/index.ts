/** The staff's moderation of small ads (issue 11 §1): the queue and one ad. Routes import only this file. */
export { StaffSmallAdsPage } from './queue-page';
export { StaffSmallAdPage } from './ad-page';
