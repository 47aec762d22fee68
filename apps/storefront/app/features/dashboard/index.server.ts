/** The dashboard, server side: its loader and back-office calls (kept out of the browser bundle). */
export { loadDashboardPage } from './dashboard-page.server';
