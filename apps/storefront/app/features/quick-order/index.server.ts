/** The quick-order pad, server side: the page's loader, the form without JavaScript, the rows' lookup route. */
export {
  loadQuickOrderPage,
  quickOrderAction,
  quickOrderLookupLoader,
  type QuickOrderResult,
} from './quick-order-page.server';
