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

/** The list's page size (the back office allows up to 100). */
export const STAFF_MAILS_PAGE_SIZE = 20;
const MAX_PAGE = 10_000;
const KIND = /^[a-z0-9_.-]{1,64}$/;

export interface StaffMailsQuery {
  state: MailState | null;
  kind: string | null;
  page: number;
}

export const isKnownKind = (kind: string): kind is KnownKind =>
  (KNOWN_KINDS as readonly string[]).includes(kind);

/**
 * The list's state from its URL (`?state=failed&kind=promo_end&page=2`): anything unknown or malformed is left
 * out, never an error for a hand-edited address.
 */
export function parseStaffMailsQuery(params: URLSearchParams): StaffMailsQuery {
  const state = params.get('state') ?? '';
  const kind = params.get('kind') ?? '';
  const pageRaw = params.get('page')?.trim() ?? '';
  return {
    state: (MAIL_STATES as readonly string[]).includes(state) ? (state as MailState) : null,
    kind: KIND.test(kind) ? kind : null,
    page: /^\d{1,6}$/.test(pageRaw) ? Math.min(MAX_PAGE, Math.max(1, Number(pageRaw))) : 1,
  };
}

/** The list's URL query for a state (no filter and page 1 left out), so links and pages agree. */
export function staffMailsSearch(q: StaffMailsQuery): string {
  const params = new URLSearchParams();
  if (q.state) params.set('state', q.state);
  if (q.kind) params.set('kind', q.kind);
  if (q.page > 1) params.set('page', String(q.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The back office's query of a state. */
export function staffMailsBackofficeQuery(q: StaffMailsQuery) {
  return {
    ...(q.state ? { state: q.state } : {}),
    ...(q.kind ? { kind: q.kind } : {}),
    page: q.page,
    page_size: STAFF_MAILS_PAGE_SIZE,
  };
}

/** A mail a staff member may send again (the back office answers 409 for the others). */
export const canResend = (state: MailState) => state === 'sent' || state === 'failed';
