import { reorderDismissAction } from '../features/reorder/index.server';

/** The "due soon" sections' dismiss and undo forms post here (no page: it redirects back). */
export const action = reorderDismissAction;
