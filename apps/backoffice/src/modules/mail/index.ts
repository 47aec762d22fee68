// What other parts of the back office may use of the mail module: the outbox (enqueue in your transaction),
// who receives staff mails, the one mail layout (render your mail's subject/text/html with it, in the
// recipient's language), and the sender the server starts when SMTP_URL is set (decision 016).
export { enqueueMail, type OutgoingMail } from './outbox';
export { activeStaffRecipients, countWaitingAndFailed as countMailsWaitingAndFailed } from './repository';
export { MAIL_TEXT_TABLES, mailText, type MailTexts } from './text';
export { escapeHtml, renderMail, type MailContent, type RenderedMail } from './render';
export { createMailSender, type MailMessage, type MailSender } from './sender';
export { dispatchOutbox, MAX_ATTEMPTS, type DispatchResult } from './dispatcher';
export { startOutboxPoller, type OutboxPoller } from './poller';
export { staffMailRoutes } from './staff-routes';
