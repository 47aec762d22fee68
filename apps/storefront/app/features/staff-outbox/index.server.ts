/** The staff's mail outbox, server side: the loaders, the resend action and their back-office calls. */
export { loadStaffMailsPage } from './mails-page.server';
export { loadStaffMailPage, staffMailAction } from './mail-page.server';
