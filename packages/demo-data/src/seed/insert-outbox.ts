import { mailOutbox, type Executor } from '@vetshop/db';
import { DEMO_OUTBOX, demoMailBodies, type DemoOutboxMail } from '../generator/outbox';

const HOUR_MS = 60 * 60 * 1000;

/** The demo's outbox mails (generator/outbox.ts), dated hours before `now`, rendered by `render`. */
export async function insertOutbox(
  db: Executor,
  now: Date,
  render: (mail: DemoOutboxMail) => { text: string; html: string } = demoMailBodies,
): Promise<number> {
  const rows = DEMO_OUTBOX.map((m) => {
    const createdAt = new Date(now.getTime() - m.hoursAgo * HOUR_MS);
    const { text, html } = render(m);
    return {
      kind: m.kind,
      toAddress: m.to,
      locale: m.locale,
      subject: m.subject,
      textBody: text,
      htmlBody: html,
      state: m.state,
      attempts: m.attempts,
      lastError: m.lastError,
      createdAt,
      sendAfter: createdAt,
      sentAt: m.state === 'sent' ? new Date(createdAt.getTime() + 5_000) : null,
    };
  });
  await db.insert(mailOutbox).values(rows);
  return rows.length;
}
