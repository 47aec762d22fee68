// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useHeadingFocus } from './heading-focus';

function Frame() {
  useHeadingFocus();
  return (
    <>
      <Link to="/b">Vers B</Link>
      <input aria-label="Rechercher" />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function router() {
  return createMemoryRouter(
    [
      {
        path: '/',
        element: <Frame />,
        children: [
          { path: 'a', element: <h1>Page A</h1> },
          { path: 'b', element: <h1>Page B</h1> },
          { path: 'c', element: <p>Sans titre</p> },
          { path: 'slow', loader: () => slow, element: <h1>Page lente</h1> },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
}

let release: () => void = () => undefined;
let slow: Promise<null> = Promise.resolve(null);

afterEach(cleanup);

describe('focus after a client-side navigation', () => {
  it('moves to the new page’s heading, not on the first load nor when only the query changes', async () => {
    const r = router();
    const { getByText } = render(<RouterProvider router={r} />);
    const link = getByText('Vers B');
    link.focus();
    expect(document.activeElement).toBe(link);

    await act(() => r.navigate('/a?page=2'));
    expect(document.activeElement).toBe(link);

    await act(() => r.navigate('/b'));
    expect(document.activeElement?.textContent).toBe('Page B');
    expect(document.activeElement?.tagName).toBe('H1');

    await act(() => r.navigate('/c'));
    expect(document.activeElement?.id).toBe('main');
  });

  it('leaves the focus in a field the buyer moved to while the page was loading', async () => {
    slow = new Promise((resolve) => (release = () => resolve(null)));
    const r = router();
    const { getByText, getByLabelText } = render(<RouterProvider router={r} />);
    getByText('Vers B').focus();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = r.navigate('/slow');
    });
    const search = getByLabelText('Rechercher');
    search.focus();
    await act(async () => {
      release();
      await done;
    });
    expect(getByText('Page lente')).toBeTruthy();
    expect(document.activeElement).toBe(search);
  });

  it('still moves to the heading when the navigation started from that field (a suggestion chosen)', async () => {
    slow = new Promise((resolve) => (release = () => resolve(null)));
    const r = router();
    const { getByText, getByLabelText } = render(<RouterProvider router={r} />);
    getByLabelText('Rechercher').focus();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = r.navigate('/slow');
    });
    await act(async () => {
      release();
      await done;
    });
    expect(document.activeElement).toBe(getByText('Page lente'));
  });
});
