/** Small ads, server side: the pages' loaders and actions, the PDF. */
export { loadSmallAdsPage } from './small-ads-page.server';
export {
  loadNewSmallAdPage,
  loadSmallAdPage,
  newSmallAdAction,
  smallAdPageAction,
} from './small-ad-page.server';
export { loadSmallAdDocument } from './document.server';
