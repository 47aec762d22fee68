// @vitest-environment happy-dom
/**
 * Issue 18 §6: a cart of hundreds of lines renders its first lines at once (what the server renders, the same
 * markup while hydrating), the others right after, and has a filter box over every line — the ones not rendered
 * yet too (find-in-page cannot see them).
 */
import { displayedCart } from '@vetshop/cart';
import type { Cart, CartLine } from '@vetshop/contract';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { RootI18nData } from '../../i18n';
import '../../i18n/catalogues.server';
import { CartLines, FILTER_MIN_LINES, FIRST_LINES } from './cart-lines';
import { CartContext, EMPTY_CART, type CartContextValue } from './cart-state';

const ENGLISH: RootI18nData = { locale: 'en' };
const zero = { total: 0, untaxed: 0, tax: 0, discount_total: 0, total_without_discount: 0 };
const LINES = 250;

function line(productId: number): CartLine {
  // Line 200 has an accented name, found without typing the accent.
  const name = productId === 200 ? 'Crème Améthyste 50 ml' : `Product ${productId}`;
  return {
    id: productId,
    product_id: productId,
    name,
    sku: `VS-${String(productId).padStart(6, '0')}-1`,
    url_key: null,
    qty: 1 + (productId % 3),
    options: null,
    unit_price: 10,
    net_price: 9,
    discount: 10,
    amount: { ...zero, untaxed: 9 },
    qty_unavailable: 0,
    qty_unavailable_diff: 0,
    free_qty: 0,
    promotion: null,
    is_delivery: false,
    tax_rate: 6,
  };
}

const serverCart = {
  uuid: '0b7c2f4e-5d1a-4c3b-9e8f-1a2b3c4d5e6f',
  version: 1,
  lines: Array.from({ length: LINES }, (_, i) => line(i + 1)),
} as unknown as Cart;
const lines = displayedCart(serverCart, []).lines;

afterEach(cleanup);

function renderLines(context: CartContextValue, count: number = LINES) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ENGLISH,
        children: [
          {
            index: true,
            Component: () => (
              <CartContext.Provider value={context}>
                <h2 id="cart-lines-title">Cart</h2>
                <CartLines
                  lines={lines.slice(0, count)}
                  latestCart={serverCart}
                  products={{}}
                  editable={context.ready}
                  headingId="cart-lines-title"
                  firstCount={FIRST_LINES}
                  allLinesHref="?lines=all"
                />
              </CartContext.Provider>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/'], hydrationData: { loaderData: { root: ENGLISH } } },
  );
  render(<RouterProvider router={router} />);
}

const renderedLines = () => document.querySelectorAll('li.cart-line').length;

describe('a long cart', () => {
  it('renders its first lines at first (as the server does), the link to all of them without JavaScript', () => {
    renderLines(EMPTY_CART);
    expect(renderedLines()).toBe(FIRST_LINES);
    expect(screen.getByText(`Products shown: ${FIRST_LINES} of ${LINES}.`, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show every product in the cart' }).getAttribute('href')).toBe(
      '?lines=all',
    );
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('true');
  });

  it('then renders every line, without the link', async () => {
    renderLines({ ...EMPTY_CART, ready: true });
    await waitFor(() => expect(renderedLines()).toBe(LINES), { timeout: 10_000 });
    expect(screen.queryByRole('link', { name: 'Show every product in the cart' })).toBeNull();
    expect(screen.queryByText(/Products shown/)).toBeNull();
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBeNull();
  });

  it('finds lines by reference or by name (accents and case ignored), rendered yet or not', async () => {
    renderLines({ ...EMPTY_CART, ready: true });
    const filter = screen.getByRole('searchbox', { name: 'Find a product in the cart (name or reference)' });
    // Typed at once: line 240 is not rendered yet.
    await act(() => userEvent.type(filter, 'vs-000240'));
    await waitFor(() => expect(renderedLines()).toBe(1));
    expect(screen.getByRole('heading', { level: 3, name: 'Product 240' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(`1 product of ${LINES} matches`);
    expect(filter.getAttribute('aria-describedby')).toBe(screen.getByRole('status').id);

    await userEvent.clear(filter);
    await userEvent.type(filter, 'AMETHYSTE');
    await waitFor(() => expect(renderedLines()).toBe(1));
    expect((screen.getByLabelText('Quantity of Crème Améthyste 50 ml') as HTMLInputElement).value).toBe('3');

    await userEvent.clear(filter);
    await userEvent.type(filter, 'nothing like this');
    await waitFor(() => expect(renderedLines()).toBe(0));
    expect(screen.getByRole('status').textContent).toBe(
      'No product in the cart matches “nothing like this”.',
    );

    // Every word typed, in any order.
    await userEvent.clear(filter);
    await userEvent.type(filter, '50 ml crème');
    await waitFor(() => expect(renderedLines()).toBe(1));
    expect(screen.getByRole('heading', { level: 3, name: 'Crème Améthyste 50 ml' })).toBeTruthy();

    await userEvent.clear(filter);
    await waitFor(() => expect(renderedLines()).toBe(LINES), { timeout: 10_000 });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('has no filter box when a few lines fit on the screen', () => {
    renderLines({ ...EMPTY_CART, ready: true }, FILTER_MIN_LINES - 1);
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(renderedLines()).toBe(FILTER_MIN_LINES - 1);
  });
});
