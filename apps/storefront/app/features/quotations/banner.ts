import type { MessageKey } from '../../i18n';
import type { QuotationFilter } from './quotation-labels';

/** What the account pages' banner counts (spec doc 1 §4): drafts and quotations awaiting the buyer's acceptance. */
export interface QuotationCounts {
  draft: number;
  waiting_acceptation: number;
}

export interface BannerItem {
  state: Extract<QuotationFilter, 'draft' | 'waiting_acceptation'>;
  count: number;
  message: MessageKey;
}

/**
 * The banner's links, each to the list filtered on its state; none at 0. An empty answer (nothing to say, or the
 * counts unknown) hides the banner.
 */
export function bannerItems(counts: QuotationCounts | null): BannerItem[] {
  if (!counts) return [];
  const items: BannerItem[] = [];
  if (counts.waiting_acceptation > 0)
    items.push({
      state: 'waiting_acceptation',
      count: counts.waiting_acceptation,
      message: 'quotations.banner.waiting',
    });
  if (counts.draft > 0)
    items.push({ state: 'draft', count: counts.draft, message: 'quotations.banner.drafts' });
  return items;
}
