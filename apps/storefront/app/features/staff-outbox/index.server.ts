/** The staff's mail outbox, server side: the loaders, the resend action and their back-office calls. */
export { loadStaffMailsPage } from './mails-page.server';
export { loadStaffMailPage, loadStaffMailPreview, staffMailAction } from './mail-page.server';
