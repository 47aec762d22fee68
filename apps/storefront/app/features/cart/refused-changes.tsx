import type { DisplayedLine, LineRefusal } from '@vetshop/cart';
import { useI18n } from '../../i18n';
import { useCart } from './cart-state';
import { placeRefusals, refusalReason } from './line-refusals';
import type { ProductInfo } from './product-info';

/**
 * A refused change for which the cart has no line (an add the back office refused): a row among the lines
 * ("Not added: <product> — <reason>") that stays until the buyer dismisses it, so that nothing typed
 * disappears without a word.
 */
export function RefusedChangeRow({
  refusal,
  name,
  onDismiss,
}: {
  refusal: LineRefusal;
  name: string;
  onDismiss(key: string): void;
}) {
  const { locale, t } = useI18n();
  const reason = refusalReason(refusal, t, locale);
  return (
    <li className="cart-line cart-line-refused">
      <p className="cart-line-message cart-line-message-warning" role="status">
        {t(refusal.qty > 0 ? 'cart.refused.notAdded' : 'cart.refused.notChanged', { product: name, reason })}
      </p>
      <button
        type="button"
        className="icon-button cart-refused-dismiss"
        aria-label={t('cart.refused.dismiss', { product: name })}
        onClick={() => onDismiss(refusal.key)}
      >
        ×
      </button>
    </li>
  );
}

/** The product's name as this page or this device knows it, else its number. */
export function useProductName(products: Record<number, ProductInfo>): (productId: number) => string {
  const { t } = useI18n();
  const { productInfo } = useCart();
  return (productId) =>
    products[productId]?.name ??
    productInfo(productId)?.name ??
    t('cart.line.unknownProduct', { id: productId });
}

/**
 * The rows of refused changes that no line of `lines` shows, as a list of their own: for the cart page when
 * the cart is empty (CartLines shows them among its lines otherwise). Nothing when there are none.
 */
export function RefusedChanges({
  lines,
  products,
}: {
  lines: readonly Pick<DisplayedLine, 'key'>[];
  products: Record<number, ProductInfo>;
}) {
  const { refusals, dismissRefusal } = useCart();
  const nameOf = useProductName(products);
  const { apart } = placeRefusals(refusals, lines);
  if (apart.length === 0) return null;
  return (
    <ul className="cart-lines cart-refused-list">
      {apart.map((refusal) => (
        <RefusedChangeRow
          key={refusal.key}
          refusal={refusal}
          name={nameOf(refusal.productId)}
          onDismiss={dismissRefusal}
        />
      ))}
    </ul>
  );
}
