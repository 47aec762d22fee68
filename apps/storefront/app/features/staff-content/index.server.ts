/** The staff's content editor, server side: the loaders, the actions and the editor's upload route. */
export { loadStaffContentPage } from './content-list-page.server';
export { loadStaffContentEditPage, staffContentAction } from './content-edit-page.server';
export { loadStaffContentDeletePage, staffContentDeleteAction } from './content-delete-page.server';
export { staffContentUploadAction, staffContentUploadLoader } from './uploads.server';
