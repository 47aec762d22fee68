// @vitest-environment happy-dom
/**
 * Issue 17 §6: offline, "Se déconnecter" with a change not saved yet did nothing (the logout page cannot be
 * fetched offline), while online the logout page warns. Offline the same confirmation opens in a dialog, and
 * signing out waits for the connection.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RootI18nData } from '../../i18n';
import { CATALOGUES } from '../../i18n/catalogues.server';
import { CartContext, EMPTY_CART } from '../cart/cart-state';
import { SignOutLink } from './sign-out';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const FRENCH: RootI18nData = { locale: 'fr' };
const UNSYNCED = CATALOGUES.fr['logout.unsynced']!;

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
});

function goOnline(value: boolean) {
  online = value;
  act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')));
}

function renderMenu({ pending }: { pending: boolean }) {
  const clearOnLogout = vi.fn();
  const cart = { ...EMPTY_CART, ready: true, hasPendingTransactions: pending, clearOnLogout };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => FRENCH,
        children: [
          {
            path: ':locale',
            Component: () => (
              <CartContext.Provider value={cart}>
                <details open className="account-menu">
                  <summary>Camille Martin</summary>
                  <SignOutLink />
                </details>
              </CartContext.Provider>
            ),
          },
          { path: ':locale/logout', Component: () => <h1>Page de déconnexion</h1> },
        ],
      },
    ],
    { initialEntries: ['/fr'], hydrationData: { loaderData: { root: FRENCH } } },
  );
  render(<RouterProvider router={router} />);
  return { router, clearOnLogout };
}

describe('the header’s "Se déconnecter"', () => {
  it('online, opens the logout page (which warns)', async () => {
    const { router } = renderMenu({ pending: true });
    await userEvent.click(screen.getByRole('link', { name: 'Se déconnecter' }));
    expect(await screen.findByRole('heading', { name: 'Page de déconnexion' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/fr/logout');
  });

  it('offline with a change not saved, warns the same way in a dialog; signing out waits for the connection', async () => {
    const { router, clearOnLogout } = renderMenu({ pending: true });
    // The link fetches the dialog's code once the page runs (import()): here, before the buyer clicks.
    await act(async () => void (await import('./sign-out-dialog')));
    goOnline(false);
    await userEvent.click(screen.getByRole('link', { name: 'Se déconnecter' }));

    const dialog = await screen.findByRole('dialog', { name: 'Déconnexion' });
    expect(router.state.location.pathname).toBe('/fr');
    expect(dialog.querySelector('[role="alert"]')?.textContent).toBe(UNSYNCED);
    const signOut = screen.getByRole('button', { name: 'Continuer' }) as HTMLButtonElement;
    expect(signOut.disabled).toBe(true);
    const reason = document.getElementById(signOut.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(CATALOGUES.fr['logout.offline']);
    expect(clearOnLogout).not.toHaveBeenCalled();

    goOnline(true);
    expect(signOut.disabled).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(clearOnLogout).not.toHaveBeenCalled();
  });

  it('offline with nothing pending, asks for confirmation only', async () => {
    renderMenu({ pending: false });
    // Closed, the dialog holds nothing: the logout page's texts and ids are not there twice.
    expect(document.body.textContent).not.toContain(CATALOGUES.fr['logout.confirm']);
    goOnline(false);
    await userEvent.click(screen.getByRole('link', { name: 'Se déconnecter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Déconnexion' });
    expect(dialog.textContent).toContain(CATALOGUES.fr['logout.confirm']);
    expect(dialog.querySelector('[role="alert"]')).toBeNull();
  });
});
