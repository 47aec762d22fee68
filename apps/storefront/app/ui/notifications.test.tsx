// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { RootI18nData } from '../i18n';
import '../i18n/catalogues.server';
import { NotificationsProvider, useNotify, type Notification } from './notifications';

const FRENCH: RootI18nData = { locale: 'fr' };
let notifyFromTest: (n: Omit<Notification, 'id'>) => number = () => 0;

function Raiser() {
  notifyFromTest = useNotify().notify;
  return null;
}

function router() {
  return createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => FRENCH,
        element: (
          <NotificationsProvider>
            <Raiser />
            <Outlet />
          </NotificationsProvider>
        ),
        children: [
          { path: 'a', element: <h1>A</h1> },
          { path: 'b', element: <h1>B</h1> },
        ],
      },
    ],
    { initialEntries: ['/a'], hydrationData: { loaderData: { root: FRENCH } } },
  );
}

afterEach(cleanup);

describe('notifications', () => {
  it('go when the buyer goes to another page, unless raised for that page (then for one navigation)', async () => {
    const r = router();
    render(<RouterProvider router={r} />);
    act(() => {
      notifyFromTest({ kind: 'success', text: 'Ajouté au panier : 1 × Amoxivantis' });
      notifyFromTest({ kind: 'warning', text: 'Retour au panier', nextPage: true });
    });
    expect(screen.getByText('Ajouté au panier : 1 × Amoxivantis')).toBeTruthy();

    await act(() => r.navigate('/b'));
    expect(screen.queryByText('Ajouté au panier : 1 × Amoxivantis')).toBeNull();
    expect(screen.getByText('Retour au panier')).toBeTruthy();

    await act(() => r.navigate('/a'));
    expect(screen.queryByText('Retour au panier')).toBeNull();
  });

  it('stay while only the query of the page changes', async () => {
    const r = router();
    render(<RouterProvider router={r} />);
    act(() => void notifyFromTest({ kind: 'info', text: 'Filtre appliqué' }));
    await act(() => r.navigate('/a?sort=price'));
    expect(screen.getByText('Filtre appliqué')).toBeTruthy();
  });
});
