// @vitest-environment happy-dom
/**
 * Issue 8 §1: a change the back office refused is said on the cart line it was for (or in a row of its own
 * when the cart has no such line), never dropped silently. The cart's lines are rendered from a real engine
 * (packages/cart) whose back office refuses two changes.
 */
import { createCartEngine, memoryStorage, type CartEngine, type SyncResponse } from '@vetshop/cart';
import type { Cart, CartLine, CartSyncBody, SyncReport } from '@vetshop/contract';
import { MAX_LINE_QTY } from '@vetshop/domain';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { RootI18nData } from '../../i18n';
import '../../i18n/catalogues.server';
import { CartLines } from './cart-lines';
import { CartContext, EMPTY_CART, type CartContextValue } from './cart-state';
import type { ProductInfo } from './product-info';

const CART_UUID = '0b7c2f4e-5d1a-4c3b-9e8f-1a2b3c4d5e6f';
const ENGLISH: RootI18nData = { locale: 'en' };
const zero = { total: 0, untaxed: 0, tax: 0, discount_total: 0, total_without_discount: 0 };

function line(productId: number, name: string, qty: number): CartLine {
  return {
    id: productId,
    product_id: productId,
    name,
    sku: `SKU-${productId}`,
    url_key: null,
    qty,
    options: null,
    unit_price: 10,
    net_price: 9,
    discount: 10,
    amount: { ...zero, untaxed: 9 * qty },
    qty_unavailable: 0,
    qty_unavailable_diff: 0,
    free_qty: 0,
    promotion: null,
    is_delivery: false,
    tax_rate: 6,
  };
}

function cart(lines: CartLine[], sync?: Partial<SyncReport>): Cart {
  return {
    id: 7,
    uuid: CART_UUID,
    name: 'C000007',
    date: '2026-11-23T09:12:00.000Z',
    state: 'open',
    version: 3,
    lines,
    count_articles: lines.reduce((n, l) => n + l.qty, 0),
    count_lines: lines.length,
    amount: zero,
    amount_goods: 0,
    delivery: {
      address: null,
      selected_carrier: null,
      pickup: null,
      fees: { delivery: 0, low_order_fee: 0 },
      low_order_fee: { applies: false, amount: 0, threshold: 150, missing: 0 },
    },
    invoicing: { address: null },
    payment_mode: null,
    note: null,
    client_order_ref: null,
    suite_name: null,
    addresses_valid: true,
    can_order: true,
    coupon: null,
    year_end_rebate: null,
    ...(sync
      ? {
          sync: {
            applied: [],
            duplicates: [],
            rejected: [],
            not_deduplicated: [],
            previous_uuid: null,
            previous_order_name: null,
            ...sync,
          },
        }
      : {}),
  };
}

/**
 * A back office whose cart holds 5 Amoxivet (product 1): it refuses a line above the maximum and product 7
 * (for veterinarians only), and applies a decrease of line 1.
 */
function backOffice() {
  let qty = 5;
  return {
    async sync(body: CartSyncBody): Promise<SyncResponse> {
      const rejected: SyncReport['rejected'] = [];
      const applied: string[] = [];
      body.transactions.forEach((t, index) => {
        const refuse =
          t.product_id === 7
            ? { code: 'product_veterinary_only', message: 'Réservé aux vétérinaires.' }
            : qty + t.qty > MAX_LINE_QTY
              ? { code: 'qty_too_large', message: 'Trop.' }
              : null;
        if (refuse) rejected.push({ index, uuid: t.uuid, product_id: t.product_id, ...refuse });
        else {
          qty += t.qty;
          applied.push(t.uuid);
        }
      });
      return { status: 200, cart: cart([line(1, 'Amoxivet', qty)], { applied, rejected }) };
    },
  };
}

const PRODUCTS: Record<number, ProductInfo> = {
  7: { name: 'Fiprozen', urlKey: null, sku: null, image: null },
};

function CartUnderTest({ engine }: { engine: CartEngine }) {
  const state = useSyncExternalStore(engine.subscribe, engine.getState);
  const value: CartContextValue = {
    ...EMPTY_CART,
    ready: true,
    state,
    lines: state.cart.lines,
    refusals: state.refusals,
    setQuantity: (l, q) => void engine.setQuantity(l, q),
    remove: (l) => void engine.remove(l),
    dismissRefusal: (key) => engine.dismissRefusal(key),
  };
  return (
    <CartContext.Provider value={value}>
      <h2 id="cart-lines-title">Cart</h2>
      <CartLines
        lines={state.cart.lines}
        latestCart={state.serverCart}
        products={PRODUCTS}
        editable
        headingId="cart-lines-title"
      />
    </CartContext.Provider>
  );
}

let engine: CartEngine | null = null;
afterEach(() => {
  engine?.dispose();
  cleanup();
});

async function renderRefusedCart() {
  engine = createCartEngine({ storage: memoryStorage(), transport: backOffice(), userKey: 'u1' });
  await act(() => engine!.sync({ force: true }));
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ENGLISH,
        children: [{ index: true, Component: () => <CartUnderTest engine={engine!} /> }],
      },
    ],
    { initialEntries: ['/'], hydrationData: { loaderData: { root: ENGLISH } } },
  );
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Amoxivet' });
  // The buyer asks for more than a line may hold, and adds a product reserved to veterinarians.
  await act(async () => {
    engine!.setQuantity({ productId: 1 }, MAX_LINE_QTY + 1);
    engine!.add(7, 2);
    await engine!.sync();
  });
}

describe('cart lines: a refused change is shown to the buyer', () => {
  it('under the line it was for, as a status linked to the quantity field', async () => {
    await renderRefusedCart();
    const message = screen.getByText('Your change was not saved: a cart line holds at most 100,000 units.');
    expect(message.getAttribute('role')).toBe('status');
    expect(message.classList.contains('cart-line-message-warning')).toBe(true);
    const field = screen.getByLabelText('Quantity of Amoxivet') as HTMLInputElement;
    expect(field.value).toBe('5');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
  });

  it('a refused add, whose product the cart does not hold, in a row of its own the buyer dismisses', async () => {
    await renderRefusedCart();
    const row = screen.getByText('Not added: Fiprozen — this product is for veterinarians only.');
    expect(row.getAttribute('role')).toBe('status');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the message about Fiprozen' }));
    expect(screen.queryByText(/Not added: Fiprozen/)).toBeNull();
    expect(screen.getByText(/Your change was not saved/)).toBeTruthy(); // the other refusal stays
  });

  it('goes when the buyer changes that line again', async () => {
    await renderRefusedCart();
    await userEvent.click(screen.getByRole('button', { name: 'Decrease the quantity of Amoxivet' }));
    expect(screen.queryByText(/Your change was not saved/)).toBeNull();
    await act(() => engine!.sync());
    expect((screen.getByLabelText('Quantity of Amoxivet') as HTMLInputElement).value).toBe('4');
    expect(screen.queryByText(/Your change was not saved/)).toBeNull();
  });
});
