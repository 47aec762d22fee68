/**
 * The quick-order pad (issue 23 §3, decision 044): /account/quick-order. Routes import only this file (and
 * index.server.ts).
 */
export { QuickOrderPage } from './quick-order-page';
