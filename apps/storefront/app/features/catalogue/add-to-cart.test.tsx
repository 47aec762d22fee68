// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RootI18nData } from '../../i18n';
import '../../i18n/catalogues.server';
import type * as CartFeature from '../cart';
import { AddToCartForm } from './add-to-cart';

// The cart engine runs only in a browser; the form reads the lines it already holds.
const cart = vi.hoisted(() => ({ lines: [] as { productId: number; qty: number; options: null }[] }));
vi.mock('../cart', async (original) => ({
  ...(await original<typeof CartFeature>()),
  useCart: () => ({ add: () => undefined, ready: true, lines: cart.lines }),
}));

afterEach(() => {
  cleanup();
  cart.lines = [];
});

const ENGLISH: RootI18nData = { locale: 'en' };
const FRENCH: RootI18nData = { locale: 'fr' };

function renderForm(qtyAvailable: number | null, i18n = ENGLISH) {
  const form = (
    <AddToCartForm
      variantId={6}
      productName="Benazon 5 mg"
      isMto={false}
      qtyAvailable={qtyAvailable}
      info={{ name: 'Benazon 5 mg', urlKey: 'benazon', sku: 'VS-000006-1', image: null }}
    />
  );
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', loader: () => i18n, children: [{ index: true, Component: () => form }] }],
    { initialEntries: ['/'], hydrationData: { loaderData: { root: i18n } } },
  );
  render(<RouterProvider router={router} />);
}

const type = async (qty: string, label = 'Quantity') =>
  fireEvent.change(await screen.findByLabelText(label, { exact: true }), { target: { value: qty } });
const forecast = () => screen.getByTestId('stock-forecast');

describe('add to cart: what is delivered now and what follows, before adding (spec doc 1 §4)', () => {
  it('says it as the buyer types a quantity beyond the stock, politely announced, and nothing within it', async () => {
    renderForm(3);
    await type('5');
    expect(forecast().getAttribute('aria-live')).toBe('polite');
    expect(forecast().textContent).toBe('3 units delivered now, 2 units to follow (backorder).');
    const input = screen.getByLabelText('Quantity', { exact: true });
    expect(input.getAttribute('aria-describedby')).toBe(forecast().id);
    await type('3');
    expect(forecast().textContent).toBe('');
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('out of stock: everything follows', async () => {
    renderForm(0);
    expect(forecast().textContent).toBe('Nothing delivered now, 1 unit to follow (backorder).');
    await type('2');
    expect(forecast().textContent).toBe('Nothing delivered now, 2 units to follow (backorder).');
  });

  it('counts what the cart already holds of the line', async () => {
    cart.lines = [{ productId: 6, qty: 2, options: null }];
    renderForm(3);
    await type('2');
    expect(forecast().textContent).toBe(
      'After this addition, 4 units in your cart: 3 delivered now, 1 to follow (backorder).',
    );
  });

  it('says it in French with the glossary term "à suivre"', async () => {
    renderForm(3, FRENCH);
    await type('5', 'Quantité');
    expect(forecast().textContent).toBe('3 unités livrables maintenant, 2 unités à suivre (reliquat).');
  });

  it('says nothing when the stock is not known', async () => {
    renderForm(null);
    await type('500');
    expect(forecast().textContent).toBe('');
  });
});
