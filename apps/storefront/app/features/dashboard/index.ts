/**
 * The buyer's dashboard (/account): key figures, expenses chart, most ordered products, sales representative,
 * loyalty programmes. Other features and the routes import only this file (and index.server.ts).
 */
export { DashboardPage } from './dashboard-page';
