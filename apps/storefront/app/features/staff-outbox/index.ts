/**
 * The staff's mail outbox (issue 10 §4–5): the list of every mail the shop sent or will send, and one mail with
 * its bodies, history and resend. Routes import only this file (and index.server.ts).
 */
export { StaffMailsPage } from './mails-page';
export { StaffMailPage } from './mail-page';
