// @vitest-environment happy-dom
/**
 * Issue 17 §6: right after "Confirmer la commande" the header's count still read the ordered cart (6) until a sync
 * came back (on a phone, 5 s later). The order page empties the engine's cart at once; the sync only tells of the
 * next cart. The engine here is the real one (packages/cart); its back office never answers the sync.
 */
import { createCartEngine, memoryStorage, type CartEngine, type SyncResponse } from '@vetshop/cart';
import type { CartLine } from '@vetshop/contract';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RootI18nData } from '../../i18n';
import '../../i18n/catalogues.server';
import { CartContext, EMPTY_CART, type CartContextValue } from '../cart/cart-state';
import { CART_UUID, checkoutCart } from './checkout-form.fixtures';
import { ValidatedPage } from './validated-page';

const FRENCH: RootI18nData = { locale: 'fr' };

function line(productId: number, qty: number): CartLine {
  const zero = { total: 0, untaxed: 0, tax: 0, discount_total: 0, total_without_discount: 0 };
  return {
    id: productId,
    product_id: productId,
    name: `Produit ${productId}`,
    sku: `SKU-${productId}`,
    url_key: null,
    qty,
    options: null,
    unit_price: 10,
    net_price: 10,
    discount: 0,
    amount: zero,
    qty_unavailable: 0,
    qty_unavailable_diff: 0,
    free_qty: 0,
    promotion: null,
    is_delivery: false,
    tax_rate: 6,
  };
}

/** The cart's context from the engine, as CartProvider gives it, with the header's count beside the page. */
function Shop({ engine, cartUuid }: { engine: CartEngine; cartUuid: string }) {
  const state = useSyncExternalStore(engine.subscribe, engine.getState);
  const value: CartContextValue = {
    ...EMPTY_CART,
    ready: true,
    state,
    countArticles: state.countArticles,
    lines: state.cart.lines,
    cartOrdered: (uuid) => engine.cartOrdered(uuid),
    sync: async (options) => void (await engine.sync(options)),
  };
  return (
    <CartContext.Provider value={value}>
      <span data-testid="cart-count">{state.countArticles}</span>
      <ValidatedPage
        loaderData={{
          order: { id: 42, name: 'S2026-000042', total: 61, stateLabel: 'Commande' },
          cartUuid,
          payment: null,
        }}
      />
    </CartContext.Provider>
  );
}

let engine: CartEngine | null = null;
afterEach(() => {
  engine?.dispose();
  cleanup();
});

/** An engine that knows the buyer's cart (6 articles); from then on its back office never answers. */
async function engineWithSixArticles(): Promise<CartEngine> {
  let answered = false;
  const created = createCartEngine({
    storage: memoryStorage(),
    userKey: 'u1',
    transport: {
      sync: (): Promise<SyncResponse> => {
        if (answered) return new Promise<SyncResponse>(() => undefined);
        answered = true;
        return Promise.resolve({ status: 200, cart: checkoutCart({ lines: [line(1, 2), line(2, 4)] }) });
      },
    },
  });
  // A signed-in engine fetches the cart as it starts.
  await act(() => vi.waitFor(() => expect(created.getState().countArticles).toBe(6)));
  return created;
}

function renderPage(cartUuid: string) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => FRENCH,
        children: [{ index: true, Component: () => <Shop engine={engine!} cartUuid={cartUuid} /> }],
      },
    ],
    { initialEntries: ['/'], hydrationData: { loaderData: { root: FRENCH } } },
  );
  render(<RouterProvider router={router} />);
}

describe('the order placed page', () => {
  it('empties the ordered cart at once: the count reads 0 without waiting for the sync', async () => {
    engine = await engineWithSixArticles();
    renderPage(CART_UUID);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByTestId('cart-count').textContent).toBe('0');
    expect(engine.getState().status).toBe('synchronizing'); // the sync that learns of the next cart runs still
  });

  it('leaves another cart alone (this device already knows of a newer one)', async () => {
    engine = await engineWithSixArticles();
    renderPage('6f5e4d3c-2b1a-4f0e-9d8c-7b6a5f4e3d2c');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByTestId('cart-count').textContent).toBe('6');
  });
});
