import { useI18n } from '../../i18n';
import type { WishlistPopinResult } from './popin.server';
import { TargetFields, type useTargetChoice } from './target-fields';
import { MAX_LINE_QTY } from './wishlist-forms';

/**
 * The fields of "add this product to a standard order", the same in the product page's popin and on the page
 * /account/wishlists/add that its link opens without JavaScript: the product, the list (or a new one named
 * here) and the quantity (1 by default, spec doc 1 §9).
 */
export function AddItemFields({
  idPrefix,
  productId,
  lists,
  choice,
  result,
  showErrors,
  quantity = '1',
}: {
  idPrefix: string;
  productId: number;
  lists: readonly { id: number; name: string }[];
  choice: ReturnType<typeof useTargetChoice>;
  result: WishlistPopinResult | undefined;
  showErrors: boolean;
  /** What was typed, kept when the page is shown again after a refusal. */
  quantity?: string;
}) {
  const { t } = useI18n();
  const failure = result && !result.ok ? result : null;
  return (
    <>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="product_id" value={productId} />
      <TargetFields
        idPrefix={idPrefix}
        label="wishlist.popin.list"
        lists={lists}
        choice={choice}
        result={result}
        showErrors={showErrors}
      />
      <div className="field">
        <label htmlFor={`${idPrefix}-qty`}>{t('wishlist.popin.quantity')}</label>
        <input
          id={`${idPrefix}-qty`}
          name="qty"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_LINE_QTY}
          step={1}
          defaultValue={quantity}
          aria-invalid={failure?.problem === 'quantity' || undefined}
          aria-describedby={failure?.problem === 'quantity' ? `${idPrefix}-qty-error` : undefined}
        />
        {failure?.problem === 'quantity' ? (
          <p id={`${idPrefix}-qty-error`} className="field-error" role="alert">
            {t('wishlist.quantity.invalid', { max: MAX_LINE_QTY })}
          </p>
        ) : null}
      </div>
    </>
  );
}
