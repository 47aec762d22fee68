// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { RootI18nData } from '../../i18n';
import { CATALOGUES } from '../../i18n/catalogues.server';
import type { LoaderData } from '../../lib/page-data';
import { HomePage } from './home-page';
import type { loadHomePage } from './home-page.server';

afterEach(cleanup);

const ENGLISH: RootI18nData = { locale: 'en' };

function renderHome(loaderData: LoaderData<typeof loadHomePage>) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ENGLISH,
        children: [{ index: true, Component: () => <HomePage loaderData={loaderData} /> }],
      },
    ],
    { initialEntries: ['/'], hydrationData: { loaderData: { root: ENGLISH } } },
  );
  render(<RouterProvider router={router} />);
}

const seo = { title: 'Vetshop', description: '', canonical: 'http://shop.test/en', locale: 'en' as const };

describe('home page', () => {
  it('signed in, without news: no news block (no heading, no "no news" filler)', async () => {
    renderHome({
      signedOut: false,
      seo,
      user: { name: 'Dr Peeters', canOrder: true },
      categories: [],
      specials: { hits: [], total: 0 },
      topOrdered: [],
    } as unknown as LoaderData<typeof loadHomePage>);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain('Dr Peeters');
    expect(screen.getByRole('heading', { name: CATALOGUES.en['home.top.title'] })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'News' })).toBeNull();
    expect(screen.queryByText('No news for the moment.')).toBeNull();
  });
});
