import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useI18n } from '../../i18n';
import { urls } from '../../lib/urls';
import { useCart, useOnlineResource } from '../cart';
import type { WishlistChoices, WishlistPopinResult } from './popin.server';
import { TargetFields, useTargetChoice } from './target-fields';

/**
 * The cart page's "save as standard order": the cart's lines (as the buyer sees them, pending changes included)
 * into a new list or one of the buyer's lists. Products the list already has are said per line, the others are
 * added. The lists are read once the page is interactive, from the popin's resource route — with a plain fetch
 * (useOnlineResource), never a fetcher: the cart page is the offline page, and a fetcher's failed load would
 * replace it with the error boundary.
 */
export function SaveCartAsWishlist() {
  const { locale, t } = useI18n();
  const cart = useCart();
  const endpoint = urls.wishlistPopin(locale);
  const choices = useOnlineResource<WishlistChoices>(cart.ready ? endpoint : null);
  const submit = useFetcher<WishlistPopinResult>();
  const [tried, setTried] = useState(false);
  const lists = choices.data?.lists ?? [];
  const choice = useTargetChoice(lists);
  const result = submit.data;

  // A new list was created: it joins the choices.
  const createdId = result?.ok ? result.id : null;
  const known = createdId !== null && lists.some((l) => l.id === createdId);
  // Once per new list (a failed read is read again when the connection comes back, not in a loop).
  const { reload } = choices;
  const reloadedFor = useRef<number | null>(null);
  useEffect(() => {
    if (createdId === null || known || reloadedFor.current === createdId) return;
    reloadedFor.current = createdId;
    reload();
  }, [createdId, known, reload]);

  const lines = cart.lines.filter((l) => l.qty > 0);
  if (!cart.ready || !choices.data?.signedIn) return null;
  const nameOf = (productId: number) =>
    cart.productInfo(productId)?.name ?? t('cart.line.unknownProduct', { id: productId });
  return (
    <section className="wishlist-from-cart" aria-labelledby="wishlist-from-cart-title">
      <h2 id="wishlist-from-cart-title">{t('wishlist.fromCart.title')}</h2>
      <p className="muted">{t('wishlist.fromCart.intro')}</p>
      <submit.Form
        method="post"
        action={endpoint}
        noValidate
        onSubmit={(event) => {
          setTried(true);
          if (choice.nameProblem || lines.length === 0) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="save-cart" />
        {lines.map((l) => (
          <span key={l.key} hidden>
            <input type="hidden" name="product_id" value={l.productId} />
            <input type="hidden" name="qty" value={l.qty} />
          </span>
        ))}
        <TargetFields
          idPrefix="wishlist-from-cart"
          label="wishlist.fromCart.target"
          lists={lists}
          choice={choice}
          result={result}
          showErrors={tried || choice.name.trim() !== ''}
        />
        <div>
          {cart.offline ? <p className="muted">{t('wishlist.fromCart.offline')}</p> : null}
          <button
            type="submit"
            className="button"
            disabled={cart.offline || submit.state !== 'idle' || lines.length === 0}
          >
            {t('wishlist.fromCart.submit')}
          </button>
        </div>
      </submit.Form>
      <div role="status">
        {result?.ok ? (
          <p className="notice notice-success">
            {t('wishlist.fromCart.saved', { count: result.added.length, name: result.name })}{' '}
            <Link to={urls.wishlist(locale, result.id)}>{t('wishlist.popin.view')}</Link>
          </p>
        ) : null}
      </div>
      {result?.ok && result.duplicates.length > 0 ? (
        <ul className="wishlist-skipped">
          {result.duplicates.map((id) => (
            <li key={id}>{t('wishlist.fromCart.duplicate', { product: nameOf(id) })}</li>
          ))}
        </ul>
      ) : null}
      {result && !result.ok && result.problem !== 'name' ? (
        <p className="notice notice-error" role="alert">
          {result.problem === 'empty'
            ? t('wishlist.fromCart.empty')
            : (result.message ?? t('wishlist.popin.unavailable'))}
        </p>
      ) : null}
    </section>
  );
}
