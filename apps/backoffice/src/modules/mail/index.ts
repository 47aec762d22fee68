// What other parts of the back office may use of the mail module: the outbox (enqueue in your transaction) and
// the one mail layout (render your mail's subject/text/html with it, in the recipient's language).
export { enqueueMail, type OutgoingMail } from './outbox';
export { escapeHtml, renderMail, type MailContent, type RenderedMail } from './render';
