import { staffContentUploadAction, staffContentUploadLoader } from '../features/staff-content/index.server';

/** The content editor's image uploads (JSON, no page): staff only. */
export const action = staffContentUploadAction;
export const loader = staffContentUploadLoader;
