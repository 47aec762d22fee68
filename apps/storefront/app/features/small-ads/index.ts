/**
 * Small ads (issue 11 §1; spec doc 1 §2 /account/smallads, §3, §4, §5): the list (published or mine), one ad read
 * or edited, its PDF. Routes and other features import only this file (and index.server.ts).
 */
export { SmallAdsPage } from './small-ads-page';
export { SmallAdPage } from './small-ad-page';
export { SmallAdStateBadge } from './state-badge';
export { AdView as SmallAdView } from './ad-view';
