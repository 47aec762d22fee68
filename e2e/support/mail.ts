import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { MAIL_SINK_DIR } from './servers';

export type { ParsedMail };

/** Every mail the run's SMTP sink received so far, oldest first. */
export async function receivedMails(): Promise<ParsedMail[]> {
  if (!existsSync(MAIL_SINK_DIR)) return [];
  const files = readdirSync(MAIL_SINK_DIR)
    .filter((f) => f.endsWith('.eml') && !f.startsWith('.'))
    .sort();
  return Promise.all(files.map((f) => simpleParser(readFileSync(join(MAIL_SINK_DIR, f)))));
}

/** The address a parsed mail was sent to (first recipient), lower-cased. */
export function recipientOf(mail: ParsedMail): string {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return (to?.value[0]?.address ?? '').toLowerCase();
}

/**
 * Waits until the run's SMTP sink (e2e/support/mail-sink.mjs) has received a mail matching `predicate` and
 * returns it. The back office sends its outbox every 500 ms in the e2e run. Match on something of your
 * journey's own (recipient AND subject or a reference), since all journeys share the sink.
 */
export async function waitForMail(
  predicate: (m: ParsedMail) => boolean,
  timeoutMs = 15_000,
): Promise<ParsedMail> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const found = (await receivedMails()).find(predicate);
    if (found) return found;
    if (Date.now() > end)
      throw new Error(`no matching mail arrived within ${timeoutMs} ms (folder ${MAIL_SINK_DIR})`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
