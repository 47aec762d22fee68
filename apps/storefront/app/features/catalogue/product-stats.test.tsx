// @vitest-environment happy-dom
import type { ProductMonthlyOrdered } from '@vetshop/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale, RootI18nData } from '../../i18n';
import '../../i18n/catalogues.server';
import { ProductStats } from './product-stats';

afterEach(cleanup);

function renderIn(locale: Locale, node: ReactNode) {
  const i18n: RootI18nData = { locale };
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', loader: () => i18n, children: [{ index: true, Component: () => node }] }],
    { initialEntries: ['/'], hydrationData: { loaderData: { root: i18n } } },
  );
  render(<RouterProvider router={router} />);
}

// May 2025 … April 2026: 4 units in March 2026 (one order), 10 in June 2025 (two orders).
const stats: ProductMonthlyOrdered = {
  product_id: 15,
  months: Array.from({ length: 12 }, (_, i) => {
    const year = i < 8 ? 2025 : 2026;
    const month = ((i + 4) % 12) + 1;
    const quantity = year === 2026 && month === 3 ? 4 : year === 2025 && month === 6 ? 10 : 0;
    return { year, month, quantity, orders: quantity === 10 ? 2 : quantity > 0 ? 1 : 0 };
  }),
  total_quantity: 14,
  date_last_ordered: '2026-03-12T09:15:00.000Z',
};

describe('the stats tab', () => {
  it('says the total and the last order, and gives every month as a table (the chart is decoration)', async () => {
    renderIn('fr', <ProductStats stats={Promise.resolve(stats)} />);
    const panel = await screen.findByTestId('product-stats');
    expect(panel.textContent).toContain('14 unités commandées au cours des 12 derniers mois.');
    expect(panel.textContent).toMatch(/Dernière commande : 12 mars 2026/);
    const table = within(panel).getByRole('table', {
      name: 'Vos commandes de ce produit par mois, sur les 12 derniers mois',
    });
    const rows = within(table).getAllByRole('row');
    // Header, twelve months, total.
    expect(rows).toHaveLength(14);
    expect(rows[1]!.textContent).toBe('mai 202500');
    expect(within(table).getByRole('rowheader', { name: 'juin 2025' }).parentElement!.textContent).toBe(
      'juin 2025102',
    );
    expect(within(table).getByRole('rowheader', { name: 'mars 2026' }).parentElement!.textContent).toBe(
      'mars 202641',
    );
    expect(within(table).getByTestId('product-stats-total').textContent).toBe('14');
    expect(panel.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(panel.querySelectorAll('svg rect')).toHaveLength(2);
  });

  it('says so when nothing was ordered, without a chart', async () => {
    const none = {
      ...stats,
      months: stats.months.map((m) => ({ ...m, quantity: 0, orders: 0 })),
      total_quantity: 0,
      date_last_ordered: null,
    };
    renderIn('en', <ProductStats stats={Promise.resolve(none)} />);
    const panel = await screen.findByTestId('product-stats');
    expect(panel.textContent).toContain('You have not ordered this product in the last 12 months.');
    expect(panel.querySelector('svg')).toBeNull();
    expect(within(panel).getByRole('table', { name: /^Your orders of this product by month/ })).toBeTruthy();
  });

  it('says it is loading until the figures stream in, and that they are unavailable when the call failed', async () => {
    let resolve: (s: ProductMonthlyOrdered | null) => void = () => undefined;
    const pending = new Promise<ProductMonthlyOrdered | null>((r) => {
      resolve = r;
    });
    renderIn('nl', <ProductStats stats={pending} />);
    expect((await screen.findByRole('status')).textContent).toBe('Uw statistieken worden geladen…');
    resolve(null);
    expect(await screen.findByText('Uw statistieken zijn momenteel niet beschikbaar.')).toBeTruthy();
  });
});
