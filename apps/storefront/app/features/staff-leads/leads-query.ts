/** The staff leads list's URL query (?handled=&subject=&page=): read leniently, written back in a fixed order. */

export const LEAD_HANDLED = ['open', 'handled', 'all'] as const;
export type LeadHandled = (typeof LEAD_HANDLED)[number];
export const STAFF_LEADS_PAGE_SIZE = 20;

export interface StaffLeadsQuery {
  handled: LeadHandled;
  subject: string | null;
  page: number;
}

const SUBJECT_RE = /^[a-z0-9_-]{1,64}$/;

export function parseStaffLeadsQuery(params: URLSearchParams): StaffLeadsQuery {
  const handled = LEAD_HANDLED.find((h) => h === params.get('handled')) ?? 'open';
  const subject = params.get('subject');
  const page = Number(params.get('page'));
  return {
    handled,
    subject: subject && SUBJECT_RE.test(subject) ? subject : null,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** `?…` for a query ('' for the default one): open leads, every subject, first page. */
export function staffLeadsSearch(query: StaffLeadsQuery): string {
  const params = new URLSearchParams();
  if (query.handled !== 'open') params.set('handled', query.handled);
  if (query.subject) params.set('subject', query.subject);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}
