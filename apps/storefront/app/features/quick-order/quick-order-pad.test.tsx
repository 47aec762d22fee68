// @vitest-environment happy-dom
/**
 * Issue 23 §3 (decision 044): the pad in a browser-like document — Enter moves code → quantity → the next row, a
 * pasted block fills rows, codes are looked up in one batch after a pause, "add everything" is one cart batch with
 * the refused rows left, the rows are kept on the device, and a keystroke renders its own row only.
 */
import type { AutocompleteResult, CodeLookupItem, CodeLookupResult, VariantLookup } from '@vetshop/contract';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RootI18nData } from '../../i18n';
import '../../i18n/catalogues.server';
import { CartContext, EMPTY_CART, type CartContextValue } from '../cart/cart-state';
import * as outcome from './pad-outcome';
import { padStorageKey } from './pad-state';
import { QuickOrderPad } from './quick-order-pad';

vi.mock('./pad-outcome', async (original) => {
  const actual = await original<typeof outcome>();
  // Counted: every render of a row computes its status once.
  return { ...actual, statusOf: vi.fn(actual.statusOf) };
});

const ENGLISH: RootI18nData = { locale: 'en' };
const USER = 'vet@example.test';

const variant = (id: number, sku: string) =>
  ({
    id,
    sku,
    name: `Product ${id}`,
    price: {
      value: 12.5,
      original_value: 14,
      discount: 10,
      tax_included: false,
      indicated_price: null,
      currency: 'EUR',
    },
    stock: { state: 'in_stock', display: 'in_stock' },
    product: { id: id * 10, url_key: `p-${id}`, name: `Product ${id}`, image: null, brand: null },
  }) as unknown as VariantLookup;

/** The back office as the lookup route answers: A-1 and B-2 are orderable, anything else unknown. */
const KNOWN: Record<string, VariantLookup> = { 'A-1': variant(1, 'A-1'), 'B-2': variant(2, 'B-2') };
let lookupCalls: string[] = [];
function answer(url: string): CodeLookupResult | AutocompleteResult {
  if (url.startsWith('/api/autocomplete'))
    return {
      suggestions: [],
      categories: [],
      products: [
        { id: 70, url_key: 'amox-70', name: 'Amoxicillin 70', image: null, price: null },
        { id: 71, url_key: 'amox-71', name: 'Amoxicillin 71', image: null, price: null },
      ],
    };
  lookupCalls.push(url);
  const params = new URL(url, 'http://shop').searchParams;
  const codes = params.get('codes')?.split(',') ?? [];
  const products = params.get('product_ids')?.split(',') ?? [];
  return {
    products: products.map((id) => ({
      asked: id,
      variant: variant(Number(id) * 10, `P-${id}`),
      reason: null,
      message: null,
    })),
    codes: codes.map((code): CodeLookupItem =>
      KNOWN[code]
        ? { asked: code, variant: KNOWN[code], reason: null, message: null }
        : { asked: code, variant: null, reason: 'code_unknown', message: 'No product has this code.' },
    ),
  };
}

let cart: CartContextValue;
beforeEach(() => {
  lookupCalls = [];
  localStorage.clear();
  cart = { ...EMPTY_CART, ready: true, addMany: vi.fn() };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => Response.json(answer(url))),
  );
  vi.mocked(outcome.statusOf).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPad() {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ENGLISH,
        Component: () => (
          <CartContext.Provider value={cart}>
            <QuickOrderPad userKey={USER} />
          </CartContext.Provider>
        ),
      },
    ],
    { initialEntries: ['/'], hydrationData: { loaderData: { root: ENGLISH } } },
  );
  render(<RouterProvider router={router} />);
}

const code = (n: number) => screen.getByRole('combobox', { name: `Code or name, row ${n}` });
const qty = (n: number) => screen.getByRole('textbox', { name: `Quantity, row ${n}` });

function paste(input: HTMLElement, text: string) {
  const data = { getData: () => text };
  fireEvent.paste(input, { clipboardData: data });
}

describe('the quick-order pad', () => {
  it('moves code → quantity → next row with Enter, and shows each product once looked up, in one request', async () => {
    renderPad();
    // No pause at all between keys (delay null): faster than any frame.
    const user = userEvent.setup({ delay: null });
    await user.click(code(1));
    // Typed in one go, no wait between keys: each Enter has moved the focus before the next key arrives.
    await user.keyboard('a-1{Enter}2{Enter}B-2{Enter}3{Enter}');
    expect([code(1), qty(1), code(2), qty(2)].map((i) => (i as HTMLInputElement).value)).toEqual([
      'a-1',
      '2',
      'B-2',
      '3',
    ]);
    expect(document.activeElement).toBe(code(3));
    await waitFor(() => expect(screen.getByText('Product 2')).toBeTruthy());
    expect(screen.getByText('Product 1')).toBeTruthy();
    // Typed at keyboard speed: one lookup of both codes after the pause, not one per keystroke.
    expect(lookupCalls).toHaveLength(1);
    expect(lookupCalls[0]).toContain('codes=A-1%2CB-2');
  });

  it("completes a name from the shop's autocomplete: arrows and Enter pick a product, looked up as its main variant", async () => {
    renderPad();
    const user = userEvent.setup();
    await user.click(code(1));
    await user.keyboard('amox');
    const list = await screen.findByRole('listbox', { name: 'Products found for “amox”' });
    expect(code(1).getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(code(1).getAttribute('aria-activedescendant')).toBe(list.querySelectorAll('[role=option]')[1]!.id);
    await user.keyboard('{Enter}');
    expect((code(1) as HTMLInputElement).value).toBe('Amoxicillin 71');
    expect(document.activeElement).toBe(qty(1));
    expect(screen.queryByRole('listbox')).toBeNull();
    await waitFor(() => expect(screen.getByText('Product 710')).toBeTruthy());
    // A name is never looked up as a code: only the picked product was asked.
    expect(lookupCalls).toEqual([expect.stringContaining('product_ids=71')]);
    expect(lookupCalls[0]).not.toContain('codes=');
  });

  it('fills rows from a pasted block of two columns, and adds everything as one cart batch, leaving the refused rows', async () => {
    renderPad();
    paste(code(1), 'A-1\t2\r\nNOPE-9\t1\r\nB-2\tdeux\r\na-1\t3\r\n');
    expect((code(4) as HTMLInputElement).value).toBe('a-1');
    await waitFor(() => expect(screen.getAllByText('Product 1')).toHaveLength(2));
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Add everything to the cart' })));
    expect(cart.addMany).toHaveBeenCalledTimes(1);
    expect(vi.mocked(cart.addMany).mock.calls[0]![0]).toEqual([{ productId: 1, qty: 5 }]);
    expect(screen.getByTestId('quick-order-counts').textContent).toBe(
      '2 rows added to the cart. 2 refused rows stay on the quick order to be corrected.',
    );
    // The report numbers the refused rows as the pad now shows them.
    const reported = screen.getByRole('table', { name: 'Refused rows and why' }).querySelectorAll('tbody tr');
    expect(Array.from(reported, (tr) => tr.querySelector('td')?.textContent)).toEqual(['1', '2']);
    // The refused rows stay, first, for correction (and one empty row last).
    expect((code(1) as HTMLInputElement).value).toBe('NOPE-9');
    expect((code(2) as HTMLInputElement).value).toBe('B-2');
    expect(screen.getAllByTestId('quick-order-row')).toHaveLength(3);
  });

  it('keeps the rows on the device and restores them', async () => {
    renderPad();
    paste(code(1), 'A-1;2\nB-2;1');
    await waitFor(() => expect(localStorage.getItem(padStorageKey(USER))).toContain('B-2'));
    cleanup();
    renderPad();
    await waitFor(() => expect((code(2) as HTMLInputElement).value).toBe('B-2'));
    expect((qty(1) as HTMLInputElement).value).toBe('2');
  });

  it('renders only the typed row on a keystroke in a pad of 200 rows', async () => {
    const rows = Array.from({ length: 200 }, (_, i) => ({
      code: i % 2 ? 'A-1' : 'B-2',
      qty: '1',
      picked: null,
    }));
    localStorage.setItem(padStorageKey(USER), JSON.stringify({ v: 1, rows }));
    renderPad();
    await waitFor(() => expect(screen.getAllByTestId('quick-order-row')).toHaveLength(201));
    await waitFor(() => expect(screen.getAllByText('Product 1')).toHaveLength(100));
    vi.mocked(outcome.statusOf).mockClear();
    fireEvent.change(qty(100), { target: { value: '7' } });
    expect((qty(100) as HTMLInputElement).value).toBe('7');
    // The typed row, and the announcement's reading of the active row at most: never the 200.
    expect(vi.mocked(outcome.statusOf).mock.calls.length).toBeLessThanOrEqual(3);
  });
});
