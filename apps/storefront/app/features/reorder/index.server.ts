/** Reorder reminders, server side: the section's back-office call and the dismiss action. */
export { loadDueSoon, type DueSoonData } from './due-soon.server';
export { reorderDismissAction } from './dismiss.server';
