/**
 * The CSV order import: a panel (file, checks, progress, report) that the dashboard and the cart page place.
 * Other features and the routes import only this file (and index.server.ts).
 */
export { OrderImportPanel } from './order-import-panel';
