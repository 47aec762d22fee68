// @vitest-environment happy-dom
/** Issue 23 §2: the "due soon" section — its rhythm in fr/nl/en, one click to the cart, dismiss and undo forms. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../i18n';
import '../../i18n/catalogues.server';
import type * as CartState from '../cart/cart-state';
import { DueSoon } from './due-soon';
import type { DueSoonItemView } from './due-soon-view';

// The cart engine runs only in a browser: the button must hand it the line, as the other lists do.
const cart = vi.hoisted(() => ({ add: vi.fn() }));
vi.mock('../cart/cart-state', async (original) => ({
  ...(await original<typeof CartState>()),
  useCart: () => ({ add: cart.add, ready: true, lines: [] }),
}));

afterEach(() => {
  cleanup();
  cart.add.mockReset();
});

const price = {
  value: 8.5,
  original_value: 8.5,
  discount: 0,
  tax_included: false as const,
  indicated_price: null,
  currency: 'EUR' as const,
};

function item(id: number, name: string, change: Partial<DueSoonItemView> = {}): DueSoonItemView {
  return {
    id,
    name,
    url_key: `p-${id}`,
    image: null,
    price,
    direct: true,
    info: { name, sku: `SKU-${id}`, image: null },
    intervalDays: 28,
    daysSince: 26,
    lastOrdered: '2026-06-04',
    nextExpected: '2026-07-02',
    ...change,
  } as DueSoonItemView;
}

function renderSection(
  items: DueSoonItemView[],
  { locale = 'en', dismissed = null, canOrder = true, path = '/en/account?top=meds' } = {} as {
    locale?: Locale;
    dismissed?: number | null;
    canOrder?: boolean;
    path?: string;
  },
) {
  const root = { locale, user: { canOrder } };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => root,
        children: [
          {
            path: '*',
            Component: () => <DueSoon items={items} dismissed={dismissed} canOrder={canOrder} />,
          },
        ],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root } } },
  );
  return render(<RouterProvider router={router} />);
}

describe('the due soon section', () => {
  it('says each product’s rhythm and puts one unit in the cart with one click', async () => {
    renderSection([item(1, 'Benazon 5 mg'), item(2, 'Dog food', { intervalDays: 10, daysSince: 1 })]);
    expect(await screen.findByRole('heading', { name: 'Due for reorder' })).toBeTruthy();
    expect(screen.getByText('Usually every 4 weeks, last ordered 26 days ago')).toBeTruthy();
    expect(screen.getByText('Usually every 10 days, last ordered 1 day ago')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Benazon 5 mg' }));
    expect(cart.add).toHaveBeenCalledWith(1, 1, null, expect.objectContaining({ name: 'Benazon 5 mg' }));
  });

  it('says the rhythm in French and Dutch', async () => {
    renderSection([item(1, 'Benazon', { intervalDays: 91, daysSince: 0 })], { locale: 'fr' });
    expect(await screen.findByText('D’habitude tous les 3 mois, dernière commande aujourd’hui')).toBeTruthy();
    cleanup();
    renderSection([item(1, 'Benazon', { intervalDays: 7, daysSince: 5 })], { locale: 'nl' });
    expect(await screen.findByText('Gewoonlijk om de 7 dagen, laatst besteld 5 dagen geleden')).toBeTruthy();
    cleanup();
    renderSection([item(1, 'Benazon', { intervalDays: 8 * 7, daysSince: 50 })], { locale: 'fr' });
    expect(
      await screen.findByText('D’habitude toutes les 8 semaines, dernière commande il y a 50 jours'),
    ).toBeTruthy();
  });

  it('dismisses with a plain form post back to this page (works without JavaScript)', async () => {
    renderSection([item(1, 'Benazon 5 mg')]);
    const button = await screen.findByRole('button', { name: 'Dismiss the reminder for Benazon 5 mg' });
    const form = button.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/en/account/reorder/dismissed');
    const fields = Object.fromEntries(new FormData(form));
    expect(fields).toEqual({ product_id: '1', back: '/en/account?top=meds' });
  });

  it('offers to undo a dismissal, and leaves the previous flag out of the page it returns to', async () => {
    renderSection([], { dismissed: 7, path: '/en/?reorder_dismissed=7' });
    const undo = await screen.findByRole('button', { name: 'Undo' });
    expect(Object.fromEntries(new FormData(undo.closest('form')!))).toEqual({
      product_id: '7',
      undo: '1',
      back: '/en/',
    });
  });

  it('shows nothing when nothing is due; a product that needs more than a click links to its page', async () => {
    const { container } = renderSection([]);
    await new Promise((r) => setTimeout(r, 0));
    expect(container.querySelector('#due-soon')).toBeNull();
    cleanup();
    renderSection([item(3, 'Surgery table', { direct: false })]);
    expect((await screen.findByRole('link', { name: 'See the product' })).getAttribute('href')).toBe(
      '/en/p/p-3?variant=3',
    );
    expect(screen.queryByRole('button', { name: /Add to cart/ })).toBeNull();
  });
});
