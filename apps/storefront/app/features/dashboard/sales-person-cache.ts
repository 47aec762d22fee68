/**
 * Spec doc 1 §9: the sales representative is kept 24 h per user in the browser. The page is rendered with
 * the representative from its loader (always current); the browser keeps the last one shown, and the page
 * shows it when the back office could not give it this time (refused or unavailable): never another user's,
 * never older than 24 h.
 */
export interface SalesPersonView {
  name: string;
  phone: string | null;
}

export interface SalesPersonRecord {
  userRef: string;
  data: SalesPersonView;
  /** Epoch milliseconds after which the record is dropped. */
  expiry: number;
}

export const SALES_PERSON_KEY = 'vetshop.salesPerson';
export const SALES_PERSON_TTL_MS = 24 * 60 * 60 * 1000;

export function salesPersonRecord(userRef: string, data: SalesPersonView, now: number): SalesPersonRecord {
  return { userRef, data, expiry: now + SALES_PERSON_TTL_MS };
}

/** The kept representative of this user, or null: unreadable, another user's or expired records count as none. */
export function readSalesPerson(raw: string | null, userRef: string, now: number): SalesPersonView | null {
  if (!raw) return null;
  let record: unknown;
  try {
    record = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof record !== 'object' || record === null) return null;
  const { userRef: owner, data, expiry } = record as Partial<SalesPersonRecord>;
  if (owner !== userRef || typeof expiry !== 'number' || expiry <= now) return null;
  if (typeof data !== 'object' || data === null || typeof data.name !== 'string' || data.name === '')
    return null;
  return { name: data.name, phone: typeof data.phone === 'string' ? data.phone : null };
}

/** A tel: link for a phone number as people write it ("+32 81 22 33 44" → "tel:+3281223344"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
