import { loadStaffMailPreview } from '../features/staff-outbox/index.server';

/** The HTML of one mail of the outbox, for the frame of its staff page (a resource route: no layout). */
export const loader = loadStaffMailPreview;
