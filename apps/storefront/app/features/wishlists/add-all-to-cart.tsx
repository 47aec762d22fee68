import type { WishlistLine } from '@vetshop/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { urls } from '../../lib/urls';
import { RefusedChanges, useCart, type ProductInfo } from '../cart';
import { addAllPlan } from './wishlist-forms';

/** The cart's batch from a list's lines: the cart engine's addMany (ONE sync), the names for the cart to show. */
export function useAddAllToCart() {
  const { t } = useI18n();
  const cart = useCart();
  const [state, setState] = useState<'idle' | 'adding' | 'done'>('idle');
  const [done, setDone] = useState<{
    count: number;
    skipped: string[];
    products: Record<number, ProductInfo>;
  }>({
    count: 0,
    skipped: [],
    products: {},
  });

  async function addAll(lines: readonly WishlistLine[]) {
    if (state === 'adding') return;
    const plan = addAllPlan(lines, (id) => t('cart.line.unknownProduct', { id }));
    setState('adding');
    const named: [number, ProductInfo][] = plan.named.map((l) => [
      l.productId,
      { name: l.name, urlKey: l.urlKey, sku: l.sku, image: null },
    ]);
    if (plan.items.length > 0) {
      // One batch of pending transactions: kept on the device offline, never applied twice by a replay.
      cart.addMany(plan.items, named);
      await cart.sync();
    }
    setDone({ count: plan.items.length, skipped: plan.skipped, products: Object.fromEntries(named) });
    setState('done');
  }
  return { ready: cart.ready, state, done, addAll };
}

/** What "add all to cart" says afterwards: how many went, a link to the cart, lines left out, refusals per line. */
export function AddAllResult({ result }: { result: ReturnType<typeof useAddAllToCart> }) {
  const { locale, t } = useI18n();
  return (
    <>
      <div role="status" className="wishlist-add-all-status">
        {result.state === 'done' ? (
          <p className="notice notice-success">
            {t('wishlist.addAll.done', { count: result.done.count })}{' '}
            <Link to={urls.cart(locale)}>{t('wishlist.addAll.goToCart')}</Link>
          </p>
        ) : null}
      </div>
      {result.state === 'done' && result.done.skipped.length > 0 ? (
        <ul className="wishlist-skipped">
          {result.done.skipped.map((name, i) => (
            <li key={i}>{t('wishlist.addAll.skipped', { product: name })}</li>
          ))}
        </ul>
      ) : null}
      {result.state === 'done' ? <RefusedChanges lines={[]} products={result.done.products} /> : null}
    </>
  );
}
