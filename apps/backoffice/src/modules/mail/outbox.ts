import { mailOutbox, type Executor } from '@vetshop/db';
import type { MailKind } from '@vetshop/contract';
import type { Locale } from '@vetshop/domain';

/** A mail, rendered in its recipient's language, ready for the outbox. */
export interface OutgoingMail {
  /** What caused it (contract MAIL_KINDS: the staff outbox names each kind in words). */
  kind: MailKind;
  to: string;
  locale: Locale;
  subject: string;
  text: string;
  html: string;
  /** Once per key, ever: a second enqueue with the same key is ignored (e.g. `promo-end:<rule>:<user>`). */
  dedupeKey?: string;
  /** The record it is about (shown with it in the staff workspace). */
  record?: { type: string; id: number };
}

/**
 * Puts a mail in the outbox. Call it with the transaction of the event that causes the mail: the mail exists
 * exactly when the event does (decision 016). Returns the outbox id, or null when the dedupe key was used already.
 */
export async function enqueueMail(db: Executor, mail: OutgoingMail): Promise<number | null> {
  const rows = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      locale: mail.locale,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      dedupeKey: mail.dedupeKey ?? null,
      recordType: mail.record?.type ?? null,
      recordId: mail.record?.id ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return rows[0]?.id ?? null;
}
