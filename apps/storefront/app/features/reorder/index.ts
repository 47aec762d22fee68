/**
 * Reorder reminders (issue 23 §2): the "due soon" section the home and the dashboard show. Other features and the
 * routes import only this file (and index.server.ts).
 */
export { DueSoon } from './due-soon';
export type { DueSoonItemView } from './due-soon-view';
