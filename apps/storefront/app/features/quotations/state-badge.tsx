import type { QuotationState } from '@vetshop/domain';
import { useI18n } from '../../i18n';
import { STATE_LABELS } from './quotation-labels';

/** A quotation's state as a badge (its colour from the state, its words from the label). */
export function QuotationStateBadge({ state }: { state: QuotationState }) {
  const { t } = useI18n();
  return <span className={`badge badge-quotation-${state}`}>{t(STATE_LABELS[state])}</span>;
}
