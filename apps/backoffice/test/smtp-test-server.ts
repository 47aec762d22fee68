import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port> — for config.smtpUrl. */
  url: string;
  /** Every mail received so far, parsed, in arrival order. */
  received: ParsedMail[];
  /** Waits until `count` mails have arrived (or fails after timeoutMs). */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (npm smtp-server) on a random local port, for the tests of the mail sender: what
 * arrives is parsed with mailparser, exactly as a mail client would. `rejectRecipient` makes it refuse RCPT TO
 * for some addresses (a 550, which nodemailer reports as an error).
 */
export async function startTestSmtpServer(
  opts: { rejectRecipient?: (address: string) => boolean } = {},
): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (opts.rejectRecipient?.(address.address)) {
        const err = new Error(`Mailbox ${address.address} unavailable`) as Error & { responseCode: number };
        err.responseCode = 550;
        callback(err);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(count, timeoutMs = 5000) {
      const end = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > end) throw new Error(`expected ${count} mails, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
