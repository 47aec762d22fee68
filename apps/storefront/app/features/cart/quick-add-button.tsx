import { useI18n } from '../../i18n';
import { useNotify } from '../../ui/notifications';
import { useCart } from './cart-state';
import type { ProductInfo } from './product-info';

/**
 * One unit of a variant in one click (the home's lists, the "due soon" reminders): the cart engine queues the line
 * (offline too) and syncs it; the page says it was added.
 */
export function QuickAddButton({
  variantId,
  productName,
  info,
}: {
  variantId: number;
  productName: string;
  info: ProductInfo;
}) {
  const { t } = useI18n();
  const { add, ready } = useCart();
  const { notify } = useNotify();
  return (
    <button
      type="button"
      className="button button-primary"
      disabled={!ready}
      aria-label={t('product.addNamed', { name: productName })}
      onClick={() => {
        add(variantId, 1, null, info);
        notify({ kind: 'success', text: t('product.added', { qty: 1, name: productName }) });
      }}
    >
      {t('product.add')}
    </button>
  );
}
