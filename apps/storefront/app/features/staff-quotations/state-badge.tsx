import type { QuotationState } from '@vetshop/domain';
import { useI18n, type MessageKey } from '../../i18n';

/**
 * A quotation's state as the staff read it: from the provider's side ("À compléter", "Envoyé, attend le
 * client"), not the buyer's ("Demande envoyée", "En attente de votre acceptation").
 */
export const STAFF_STATE_LABELS = {
  draft: 'staffQuotations.state.draft',
  customer_request: 'staffQuotations.state.customer_request',
  waiting_acceptation: 'staffQuotations.state.waiting_acceptation',
  accepted: 'staffQuotations.state.accepted',
  cancel: 'staffQuotations.state.cancel',
} as const satisfies Record<QuotationState, MessageKey>;

/** The state's badge in the staff workspace (the buyer's badge colours, the staff's words). */
export function StaffQuotationStateBadge({ state }: { state: QuotationState }) {
  const { t } = useI18n();
  return <span className={`badge badge-quotation-${state}`}>{t(STAFF_STATE_LABELS[state])}</span>;
}
