import type { ListMessages } from '../../ui/list-kit';
import { CONTENT_KINDS, type ContentKind } from './content-kinds';

/** The back office's list filters (live = public today). */
export const CONTENT_STATUSES = ['live', 'published', 'draft'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/**
 * The list's state in its URL (ui/list-kit): `?kind=news&status=draft&page=2`, the first kind (pages) by default.
 * The loader reads the status and the page with the contract's schema, the kind with the editor's list of kinds.
 */
export type StaffContentListState = { kind: ContentKind; status: ContentStatus | null; page: number };
export const STAFF_CONTENT_DEFAULTS: StaffContentListState = {
  kind: CONTENT_KINDS[0],
  status: null,
  page: 1,
};

/** The list page's words (ui/list-kit ListPage); its caption names the kind, an unfiltered kind has its own empty state. */
export const STAFF_CONTENT_MESSAGES: ListMessages = {
  title: 'staffContent.title',
  intro: 'staffContent.intro',
  empty: 'staffContent.empty',
  count: 'staffContent.count',
  caption: 'staffContent.caption',
};
