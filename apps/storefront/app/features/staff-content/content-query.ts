import { CONTENT_KINDS, isContentKind, type ContentKind } from './content-kinds';

/** The back office's list filters (live = public today). */
export const CONTENT_STATUSES = ['live', 'published', 'draft'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const STAFF_CONTENT_PAGE_SIZE = 20;
const MAX_PAGE = 10_000;

export interface StaffContentQuery {
  kind: ContentKind;
  status: ContentStatus | null;
  page: number;
}

/**
 * The list's state from its URL (`?kind=news&status=draft&page=2`): an unknown kind is the first (pages), an
 * unknown status none, a malformed page 1 — never an error for a hand-edited address.
 */
export function parseStaffContentQuery(params: URLSearchParams): StaffContentQuery {
  const kind = params.get('kind');
  const status = params.get('status') ?? '';
  const pageRaw = params.get('page')?.trim() ?? '';
  return {
    kind: isContentKind(kind) ? kind : CONTENT_KINDS[0],
    status: (CONTENT_STATUSES as readonly string[]).includes(status) ? (status as ContentStatus) : null,
    page: /^\d{1,6}$/.test(pageRaw) ? Math.min(MAX_PAGE, Math.max(1, Number(pageRaw))) : 1,
  };
}

/** The list's URL query (the first kind, no status and page 1 left out), so links and pages agree. */
export function staffContentSearch(q: StaffContentQuery): string {
  const params = new URLSearchParams();
  if (q.kind !== CONTENT_KINDS[0]) params.set('kind', q.kind);
  if (q.status) params.set('status', q.status);
  if (q.page > 1) params.set('page', String(q.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}
