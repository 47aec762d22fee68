import { useI18n, type MessageKey } from '../../i18n';
import type { CheckoutBlockReason } from './checkout-guard';

const BLOCK_MESSAGES: Record<CheckoutBlockReason, MessageKey> = {
  loading: 'cart.block.loading',
  pending: 'cart.block.pending',
  syncing: 'cart.block.syncing',
  offline: 'cart.block.offline',
  unauthenticated: 'cart.block.unauthenticated',
  empty: 'cart.block.empty',
  cannot_order: 'cart.block.cannotOrder',
};

/** Save, or go on to the confirmation; when the order cannot be placed yet, the button says why. */
export function CheckoutActions({
  block,
  submitting,
}: {
  block: CheckoutBlockReason | null;
  submitting: boolean;
}) {
  const { t } = useI18n();
  return (
    <div className="checkout-actions">
      <div className="button-row">
        <button type="submit" name="intent" value="save" className="button" disabled={submitting}>
          {t('cart.checkout.save')}
        </button>
        <button
          type="submit"
          name="intent"
          value="checkout"
          className="button button-primary"
          disabled={block !== null || submitting}
          aria-describedby={block ? 'checkout-block' : undefined}
        >
          {t('cart.checkout.continue')}
        </button>
      </div>
      <p id="checkout-block" className="checkout-block" role="status">
        {block ? t(BLOCK_MESSAGES[block]) : null}
      </p>
    </div>
  );
}
