// @vitest-environment happy-dom
/**
 * Spec doc 2 §4 for standard orders: the home's picker and the product page's popin read the buyer's lists
 * again when the connection comes back if their read failed (offline), and not when it succeeded.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RootI18nData } from '../../i18n';
import { CATALOGUES } from '../../i18n/catalogues.server';
import { CartContext, EMPTY_CART } from '../cart/cart-state';
import { WishlistPicker } from './wishlist-picker';
import { WishlistPopin } from './wishlist-popin';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ENGLISH: RootI18nData = { locale: 'en' };
const LISTS = { signedIn: true, lists: [{ id: 7, name: 'Weekly' }] };
const answer = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }));
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));
const listsReads = () =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/en/account/wishlists/popin').length;

function renderInShop(element: ReactNode) {
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
              <CartContext.Provider value={{ ...EMPTY_CART, ready: true }}>{element}</CartContext.Provider>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/'], hydrationData: { loaderData: { root: ENGLISH } } },
  );
  render(<RouterProvider router={router} />);
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the home’s standard-order picker', () => {
  it('appears once the connection comes back when its first read failed offline', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockImplementation(() => answer(LISTS));
    renderInShop(<WishlistPicker />);
    await settle();
    expect(listsReads()).toBe(1);
    expect(screen.queryByLabelText('Standard order')).toBeNull();
    await goOnline();
    await settle();
    expect(listsReads()).toBe(2);
    expect(await screen.findByRole('option', { name: 'Weekly' })).toBeTruthy();
  });

  it('is not read again when its first read succeeded', async () => {
    fetchMock.mockImplementation(() => answer(LISTS));
    renderInShop(<WishlistPicker />);
    await screen.findByRole('option', { name: 'Weekly' });
    await goOnline();
    await settle();
    expect(listsReads()).toBe(1);
  });
});

describe('the product page’s standard-order popin', () => {
  it('says the lists could not be read offline, then shows them when the connection comes back', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockImplementation(() => answer(LISTS));
    renderInShop(<WishlistPopin productId={1} productName="Amoxivet" />);
    await settle();
    expect(listsReads()).toBe(0); // nothing read before it opens
    // Its opener is a link to the same form on a page (without JavaScript); with it, the dialog opens instead.
    const opener = screen.getByRole('link', { name: CATALOGUES.en['wishlist.popin.open'] });
    expect(opener.getAttribute('href')).toBe('/en/account/wishlists/add?product=1');
    await userEvent.click(opener);
    // The dialog's code comes with import() at the first opening (issue 18).
    expect(await screen.findByRole('dialog', { hidden: true })).toBeTruthy();
    await settle();
    expect(listsReads()).toBe(1);
    expect(screen.getByText(CATALOGUES.en['wishlist.popin.unavailable'])).toBeTruthy();
    await goOnline();
    await settle();
    expect(listsReads()).toBe(2);
    expect(await screen.findByRole('option', { name: 'Weekly' })).toBeTruthy();
    expect(screen.queryByText(CATALOGUES.en['wishlist.popin.unavailable'])).toBeNull();
    await goOnline();
    await settle();
    expect(listsReads()).toBe(2);
  });
});
