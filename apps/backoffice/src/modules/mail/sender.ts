import nodemailer from 'nodemailer';
import type { Config } from '../../config';

/** One mail as handed to SMTP. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** `<outbox-{id}@{host}>`: the same on every attempt, so a receiver can tell a re-send from a new mail. */
  messageId: string;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** How long one SMTP conversation may take; well under the dispatcher's lease, so a slow server cannot outlive it. */
const SMTP_TIMEOUT_MS = 30_000;

/** Delivers through the SMTP server of SMTP_URL (smtp:// or smtps://, user:password in the URL), from MAIL_FROM. */
export function createMailSender(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): MailSender {
  if (!config.smtpUrl) throw new Error('createMailSender needs SMTP_URL');
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send(message) {
      await transport.sendMail({
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
      });
    },
    close: () => transport.close(),
  };
}
