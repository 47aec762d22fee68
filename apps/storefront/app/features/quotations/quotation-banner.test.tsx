// @vitest-environment happy-dom
/**
 * Issue 17 §6: "1 devis attend votre acceptation" (the account pages' banner, on the dashboard too) must open the
 * quotations list filtered on the quotations awaiting acceptance, and the drafts' link the list of drafts — the
 * list as its own filter links give it (same query), not the whole list.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { RootI18nData } from '../../i18n';
import '../../i18n/catalogues.server';
import { QuotationBanner } from './quotation-banner';
import { readQuotationsList } from './quotations-page.server';

afterEach(cleanup);

/** The list's page: what it would filter on, read from its URL as its loader reads it. */
function ListPage() {
  const location = useLocation();
  const { state } = readQuotationsList(new URLSearchParams(location.search)).state;
  return <h1>{`Liste : ${state}`}</h1>;
}

function renderDashboard(locale: 'fr' | 'nl' | 'en' = 'fr') {
  const root: RootI18nData = { locale };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => root,
        children: [
          {
            path: ':locale/account',
            Component: () => <QuotationBanner counts={{ waiting_acceptation: 1, draft: 2 }} />,
          },
          { path: ':locale/account/quotations', Component: ListPage },
        ],
      },
    ],
    { initialEntries: [`/${locale}/account`], hydrationData: { loaderData: { root } } },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the account pages’ quotation banner', () => {
  it('"1 devis attend votre acceptation" opens the list filtered on the quotations awaiting acceptance', async () => {
    const router = renderDashboard();
    const link = screen.getByRole('link', { name: '1 devis attend votre acceptation' });
    expect(link.getAttribute('href')).toBe('/fr/account/quotations?state=waiting_acceptation');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Liste : waiting_acceptation' })).toBeTruthy();
    expect(router.state.location.search).toBe('?state=waiting_acceptation');
  });

  it('the drafts’ link opens the list of drafts', async () => {
    renderDashboard();
    const link = screen.getByRole('link', { name: '2 brouillons de devis' });
    expect(link.getAttribute('href')).toBe('/fr/account/quotations?state=draft');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Liste : draft' })).toBeTruthy();
  });

  it('in every language', () => {
    renderDashboard('nl');
    expect(screen.getByRole('link', { name: '1 offerte wacht op uw aanvaarding' }).getAttribute('href')).toBe(
      '/nl/account/quotations?state=waiting_acceptation',
    );
    cleanup();
    renderDashboard('en');
    expect(screen.getByRole('link', { name: '2 draft quotations' }).getAttribute('href')).toBe(
      '/en/account/quotations?state=draft',
    );
  });
});
