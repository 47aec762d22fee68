/** The moderation pages, server side: loaders, the decision action, the PDF. */
export { loadStaffSmallAdsPage } from './queue-page.server';
export { loadStaffSmallAdPage, staffSmallAdAction } from './ad-page.server';
export { loadStaffSmallAdDocument } from './document.server';
