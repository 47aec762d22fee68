import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useI18n } from '../../i18n';
import { urls } from '../../lib/urls';
import { useCart, useOnlineResource } from '../cart';
import { AddAllResult, useAddAllToCart } from './add-all-to-cart';
import type { WishlistChoices } from './popin.server';

/**
 * The signed-in home's standard-order picker (spec doc 1 §1): a select of the buyer's lists and "add to cart" (the
 * list's lines as ONE cart batch), with a link to manage them. Read once the page is interactive, so the home's
 * document does not wait for it (and again when the connection comes back, if that read failed: spec doc 2 §4);
 * shown only to a buyer who has lists.
 */
export function WishlistPicker() {
  const { locale, t } = useI18n();
  const cart = useCart();
  const endpoint = urls.wishlistPopin(locale);
  // Read once the cart engine runs, and again when the connection comes back if that read failed.
  const choices = useOnlineResource<WishlistChoices>(cart.ready ? endpoint : null);
  const lines = useFetcher<WishlistChoices>();
  const addAll = useAddAllToCart();
  const [chosen, setChosen] = useState<string | null>(null);
  const requested = useRef<number | null>(null);

  // The chosen list's lines arrived: into the cart, once per click.
  const arrived = lines.state === 'idle' ? lines.data : undefined;
  const { addAll: add } = addAll;
  useEffect(() => {
    if (!arrived?.lines || arrived.linesOf !== requested.current) return;
    requested.current = null;
    void add(arrived.lines);
  }, [arrived, add]);

  const lists = choices.data?.lists ?? [];
  if (!choices.data?.signedIn || lists.length === 0) return null;
  const id = chosen ?? String(lists[0]!.id);
  const busy = lines.state !== 'idle' || addAll.state === 'adding';
  return (
    <section className="home-section wishlist-picker" aria-labelledby="home-wishlists">
      <h2 id="home-wishlists">{t('wishlist.picker.title')}</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          requested.current = Number(id);
          void lines.load(`${endpoint}?lines=${id}`);
        }}
      >
        <div className="field">
          <label htmlFor="home-wishlist">{t('wishlist.picker.label')}</label>
          <select id="home-wishlist" value={id} onChange={(e) => setChosen(e.currentTarget.value)}>
            {lists.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-primary" disabled={busy || !addAll.ready}>
          {busy ? t('wishlist.addAll.adding') : t('wishlist.picker.add')}
        </button>
        <Link to={urls.wishlists(locale)}>{t('wishlist.picker.manage')}</Link>
      </form>
      <AddAllResult result={addAll} />
    </section>
  );
}
