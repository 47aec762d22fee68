import type { ListMessages } from '../../ui/list-kit';

/**
 * The staff leads list's state in its URL (ui/list-kit): `?handled=&subject=&page=`, open leads of every subject
 * by default. The loader reads it with the contract's schema.
 */
export const LEAD_HANDLED = ['open', 'handled', 'all'] as const;
export type LeadHandled = (typeof LEAD_HANDLED)[number];

export type StaffLeadsListState = { handled: LeadHandled; subject: string | null; page: number };
export const STAFF_LEADS_DEFAULTS: StaffLeadsListState = { handled: 'open', subject: null, page: 1 };

/** The list page's words (ui/list-kit ListPage). */
export const STAFF_LEADS_MESSAGES: ListMessages = {
  title: 'staffLeads.title',
  intro: 'staffLeads.intro',
  empty: 'staffLeads.empty',
  count: 'staffLeads.count',
  caption: 'staffLeads.caption',
};
