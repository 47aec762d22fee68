// The outbox's states and the kinds of mail are the domain's (zod-free, so the page's script may load them).
import { MAIL_KINDS, type MailKind, type OutboxState } from '@vetshop/domain';

/**
 * The list's state in its URL (ui/list-kit): `?state=failed&kind=promo_end&page=2`, every mail by default. The
 * loader reads it with the contract's schema.
 */
export type StaffMailsListState = { state: OutboxState | null; kind: string | null; page: number };
export const STAFF_MAILS_DEFAULTS: StaffMailsListState = { state: null, kind: null, page: 1 };

export const isKnownKind = (kind: string): kind is MailKind =>
  (MAIL_KINDS as readonly string[]).includes(kind);

/** A mail a staff member may send again (the back office answers 409 for the others). */
export const canResend = (state: OutboxState) => state === 'sent' || state === 'failed';
