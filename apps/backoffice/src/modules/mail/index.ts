// What other parts of the back office may use of the mail module: the outbox (enqueue in your transaction).
export { enqueueMail, type OutgoingMail } from './outbox';
