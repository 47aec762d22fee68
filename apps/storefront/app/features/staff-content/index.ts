/**
 * The staff's content editor (issue 11 §2): the lists per kind, the edit form with its rich-text editor and
 * preview, the deletion's page. Routes import only this file (and index.server.ts).
 */
export { StaffContentPage } from './content-list-page';
export { StaffContentEditPage } from './content-edit-page';
export { StaffContentDeletePage } from './content-delete-page';
