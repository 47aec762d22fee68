/** The outbox's states, as the back office sends them (contract OUTBOX_STATES; a unit test keeps them equal). */
export const MAIL_STATES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/**
 * Kinds of mail the page names in words: every kind the back office sends (contract MAIL_KINDS; a unit test keeps
 * them equal — not imported, so the page's script carries no schema library). A kind from a newer back office
 * than this storefront is shown as its code rather than hidden.
 */
export const KNOWN_KINDS = [
  'quotation_ready',
  'quotation_request',
  'promo_end',
  'registration_approved',
  'registration_refused',
  'reset_password',
  'validate_email',
  'lead',
  'lead_ack',
  'small_ad_published',
  'small_ad_refused',
] as const;
export type KnownKind = (typeof KNOWN_KINDS)[number];

/**
 * The list's state in its URL (ui/list-kit): `?state=failed&kind=promo_end&page=2`, every mail by default. The
 * loader reads it with the contract's schema.
 */
export type StaffMailsListState = { state: MailState | null; kind: string | null; page: number };
export const STAFF_MAILS_DEFAULTS: StaffMailsListState = { state: null, kind: null, page: 1 };

export const isKnownKind = (kind: string): kind is KnownKind =>
  (KNOWN_KINDS as readonly string[]).includes(kind);

/** A mail a staff member may send again (the back office answers 409 for the others). */
export const canResend = (state: MailState) => state === 'sent' || state === 'failed';
