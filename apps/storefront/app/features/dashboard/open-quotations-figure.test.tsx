// @vitest-environment happy-dom
import type { OpenQuotations } from '@vetshop/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale, RootI18nData } from '../../i18n';
import '../../i18n/catalogues.server';
import { OpenQuotationsFigure } from './open-quotations-figure';

afterEach(cleanup);

function renderFigure(open: OpenQuotations, locale: Locale) {
  const i18n: RootI18nData = { locale };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => i18n,
        children: [
          {
            index: true,
            Component: () => (
              <dl>
                <OpenQuotationsFigure open={open} />
              </dl>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/'], hydrationData: { loaderData: { root: i18n } } },
  );
  render(<RouterProvider router={router} />);
}

const open = (draft: number, customer_request: number, waiting_acceptation: number) => ({
  total: draft + customer_request + waiting_acceptation,
  draft,
  customer_request,
  waiting_acceptation,
});

describe('the open quotations key figure', () => {
  it('says the total and links each state to the filtered list, in French', async () => {
    renderFigure(open(2, 1, 1), 'fr');
    expect(await screen.findByText('Devis en cours')).toBeTruthy();
    const total = screen.getByRole('link', { name: '4 devis en cours' });
    expect(total.getAttribute('href')).toBe('/fr/account/quotations');
    expect(screen.getByRole('link', { name: '1 à accepter' }).getAttribute('href')).toBe(
      '/fr/account/quotations?state=waiting_acceptation',
    );
    expect(screen.getByRole('link', { name: '2 brouillons' }).getAttribute('href')).toBe(
      '/fr/account/quotations?state=draft',
    );
    expect(screen.getByRole('link', { name: '1 demande envoyée' }).getAttribute('href')).toBe(
      '/fr/account/quotations?state=customer_request',
    );
  });

  it('reads in Dutch and English', async () => {
    renderFigure(open(0, 2, 0), 'nl');
    expect(await screen.findByText('Lopende offertes')).toBeTruthy();
    expect(screen.getByRole('link', { name: '2 lopende offertes' }).getAttribute('href')).toBe(
      '/nl/account/quotations?state=customer_request',
    );
    expect(screen.getByRole('link', { name: '2 aanvragen verstuurd' })).toBeTruthy();
    cleanup();
    renderFigure(open(1, 0, 0), 'en');
    expect(await screen.findByText('Open quotations')).toBeTruthy();
    expect(screen.getByRole('link', { name: '1 open quotation' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '1 draft' })).toBeTruthy();
  });

  it('says none is open when there is none', async () => {
    renderFigure(open(0, 0, 0), 'en');
    expect(await screen.findByText('No open quotations')).toBeTruthy();
    expect(screen.getByRole('link', { name: '0 open quotations' }).getAttribute('href')).toBe(
      '/en/account/quotations',
    );
  });
});
