import { useId } from 'react';
import { Form, Link } from 'react-router';
import { useI18n } from '../../i18n';
import type { ActionData, LoaderData } from '../../lib/page-data';
import { AddItemFields } from './add-item-fields';
import type { loadWishlistAddPage, wishlistAddPageAction } from './add-page.server';
import { useTargetChoice } from './target-fields';

/**
 * /account/wishlists/add?product={id}: the product page's standard-order popin as a page of its own (the
 * popin's opener links here; without JavaScript this is what the buyer gets). A plain form post; a refusal
 * comes back here with what was chosen and typed.
 */
export function WishlistAddPage({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData<typeof loadWishlistAddPage>;
  actionData: ActionData<typeof wishlistAddPageAction> | undefined;
}) {
  const { product, lists } = loaderData;
  const { t } = useI18n();
  const id = useId();
  const typed = actionData?.typed;
  const result = actionData?.result;
  const choice = useTargetChoice(lists, { target: typed?.target || undefined, name: typed?.name });
  const failure = result && !result.ok && result.problem === 'failed' ? result : null;
  return (
    <section className="wishlist-add-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('wishlist.popin.title')}</h1>
      <p>
        <Link to={product.url}>{product.name}</Link>
      </p>
      {failure ? (
        <p className="notice notice-error" role="alert">
          {failure.message ?? t('wishlist.popin.unavailable')}
        </p>
      ) : null}
      <Form method="post" className="form" noValidate>
        <AddItemFields
          idPrefix={id}
          productId={product.id}
          lists={lists}
          choice={choice}
          result={result}
          showErrors={result !== undefined}
          quantity={typed?.qty || '1'}
        />
        <div className="button-row">
          <button type="submit" className="button button-primary">
            {t('wishlist.popin.submit')}
          </button>
          <Link to={product.url}>{t('wishlist.addPage.back')}</Link>
        </div>
      </Form>
    </section>
  );
}
