/**
 * Scan to order (issue 23 §1, decision 042): the "Scan" button of the header and the cart page, and its dialog
 * (loaded when opened). Other features and the routes import only this file (and index.server.ts).
 */
export { ScanButton } from './scan-button';
