import type { OpenQuotations } from '@vetshop/contract';
import type { OpenQuotationState } from '@vetshop/domain';
import type { Locale, MessageKey } from '../../i18n';
import { urls } from '../../lib/urls';

/** What the buyer has to act on first: quotes to accept, then drafts to send, then requests being priced. */
const ORDER: readonly OpenQuotationState[] = ['waiting_acceptation', 'draft', 'customer_request'];

const LABELS = {
  waiting_acceptation: 'dashboard.quotations.waiting',
  draft: 'dashboard.quotations.draft',
  customer_request: 'dashboard.quotations.requested',
} as const satisfies Record<OpenQuotationState, MessageKey>;

export interface OpenQuotationPart {
  state: OpenQuotationState;
  count: number;
  label: (typeof LABELS)[OpenQuotationState];
  href: string;
}

/**
 * The key figure "open quotations": the total links to the quotations list, filtered on the one state when all
 * of them are in it (the list filters on one state only); each state present links to its own filter.
 */
export function openQuotationsFigure(open: OpenQuotations, locale: Locale) {
  const parts: OpenQuotationPart[] = ORDER.filter((state) => open[state] > 0).map((state) => ({
    state,
    count: open[state],
    label: LABELS[state],
    href: urls.quotations(locale, state),
  }));
  const only = parts.length === 1 ? parts[0]! : null;
  return { total: open.total, href: only ? only.href : urls.quotations(locale), parts };
}
