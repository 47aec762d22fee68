// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Translate } from '../../i18n';
import { ErrorScreen } from './error-screen';

// The messages' keys and parameters stand for their texts: what is shown, not how it is worded.
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as Translate;

function show(entries: string[], props: { status: number; message: string | null }) {
  const router = createMemoryRouter(
    [
      { path: '/fr/', element: <h1>Accueil</h1> },
      { path: '/fr/p/x', element: <h1>Produit</h1> },
      { path: '/fr/broken', element: <ErrorScreen t={t} locale="fr" {...props} /> },
    ],
    { initialEntries: entries },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('the generic error screen (spec doc 2 §8)', () => {
  it('shows the title, the status code, the generic message and the error message', () => {
    show(['/fr/broken'], { status: 500, message: 'boom' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('error.title');
    expect(screen.getByText('error.status {"status":500}')).toBeTruthy();
    expect(screen.getByText('error.generic')).toBeTruthy();
    expect(screen.getByText('boom')).toBeTruthy();
  });

  it('says the service is unavailable on a 503', () => {
    show(['/fr/broken'], { status: 503, message: null });
    expect(screen.getByText('error.unavailable')).toBeTruthy();
  });

  it('"back" is a link to the home page (what works without JavaScript or without a previous page)', () => {
    show(['/fr/broken'], { status: 500, message: null });
    expect(screen.getByRole('link', { name: 'error.back' }).getAttribute('href')).toBe('/fr/');
  });

  it('"back" returns to the previous page when there is one', async () => {
    // happy-dom's window.history grows with the memory router's pushes only through the real history: one entry
    // pushed before, so the screen knows there is a page to go back to.
    window.history.pushState(null, '', '/previous');
    const router = show(['/fr/p/x', '/fr/broken'], { status: 500, message: null });
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'error.back' }));
    });
    expect(router.state.location.pathname).toBe('/fr/p/x');
  });
});
